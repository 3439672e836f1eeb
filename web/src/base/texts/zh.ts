import { textsPastSignIn } from '../messages-all.ts';

/** The catalogue's texts past sign-in in Chinese: the build bundles this value, not the catalogue. */
export default textsPastSignIn('zh');
