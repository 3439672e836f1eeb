import { groupTexts } from '../../group-texts.ts';

/** The profile's group's own texts in Chinese: the build bundles this value, not the catalogue. */
export default groupTexts('profile', 'zh');
