import { textsPastSignIn } from '../messages-all.ts';

/** The catalogue's texts past sign-in in English: the build bundles this value, not the catalogue. */
export default textsPastSignIn('en');
