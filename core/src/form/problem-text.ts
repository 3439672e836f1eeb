/**
 * Problems and refusals as one sentence in the user's language, in core's catalogue (the form toolkit's
 * texts and the designer's): problem-words.ts in a language.
 */
import { designerMessages } from '../i18n/messages/designer.ts';
import { formMessages } from '../i18n/messages/form.ts';
import { translator } from '../i18n/translator.ts';
import type { Lang } from '../i18n/types.ts';
import type { FormError } from './convert.ts';
import { locatedTextIn, problemTextIn, refusalTextIn, type Texts, typeLabelIn } from './problem-words.ts';

const translate = translator({ ...formMessages, ...designerMessages });
const has = (key: string) => Object.hasOwn(formMessages, key) || Object.hasOwn(designerMessages, key);
const textsIn = (lang: Lang): Texts => ({ text: (key, params) => translate(key, lang, params), has });

/** A field type by its palette label (富文本), the id itself for a type the catalogue does not know. */
export const typeLabel = (type: string, lang: Lang): string => typeLabelIn(type, textsIn(lang));

/** A checker problem in a language (problemTextIn). */
export const problemText = (problem: Parameters<typeof problemTextIn>[0], lang: Lang): string =>
  problemTextIn(problem, textsIn(lang));

/** A problem with its place in the file (locatedTextIn). */
export const locatedText = (problem: Parameters<typeof locatedTextIn>[0], lang: Lang): string =>
  locatedTextIn(problem, textsIn(lang));

/** A refused conversion with the JSON path (refusalTextIn). */
export const refusalText = (error: FormError, lang: Lang): string => refusalTextIn(error, textsIn(lang));
