import { groupTexts } from '../../group-texts.ts';

/** The form designer's group's own texts in English: the build bundles this value, not the catalogue. */
export default groupTexts('forms', 'en');
