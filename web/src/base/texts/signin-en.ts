import { signInTexts } from '../signin-messages.ts';

/** The sign-in texts in English: the build bundles this value, loaded when the console shows English. */
export default signInTexts('en');
