import { groupTexts } from '../../group-texts.ts';

/** The resources' group's own texts in English: the build bundles this value, not the catalogue. */
export default groupTexts('resource', 'en');
