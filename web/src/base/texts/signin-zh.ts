import { signInTexts } from '../signin-messages.ts';

/** The sign-in texts in Chinese, the default language: the build bundles this value into the entry. */
export default signInTexts('zh');
