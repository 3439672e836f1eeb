import { groupTexts } from '../../group-texts.ts';

/** The system administration's group's own texts in Chinese: the build bundles this value, not the catalogue. */
export default groupTexts('system', 'zh');
