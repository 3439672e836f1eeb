import { groupTexts } from '../../group-texts.ts';

/** The development group's own texts in English: the build bundles this value, not the catalogue. */
export default groupTexts('develop', 'en');
