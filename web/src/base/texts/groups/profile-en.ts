import { groupTexts } from '../../group-texts.ts';

/** The profile's group's own texts in English: the build bundles this value, not the catalogue. */
export default groupTexts('profile', 'en');
