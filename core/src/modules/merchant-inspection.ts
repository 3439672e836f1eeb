/**
 * The merchant inspection form (business-modules.md §2, forms-and-survey.md §9): the question set depends
 * on the inspection type, a 0-based index. Most questions are yes (1) / no (0) radios.
 */
import type { MessageKey } from '../i18n/index.ts';
import { type Check, failed, type Problem, passed, problemsOf } from '../validate/result.ts';
import { uploadLimits, validateUploadCount } from '../validate/upload.ts';

export interface InspectionType {
  index: number;
  name: string;
  label: MessageKey;
  questions: number;
}

export const inspectionTypes: readonly InspectionType[] = [
  {
    index: 0,
    name: 'garbageClassification',
    label: 'merchant.inspect.type.garbageClassification',
    questions: 5,
  },
  { index: 1, name: 'drainageEnforcement', label: 'merchant.inspect.type.drainageEnforcement', questions: 3 },
  {
    index: 2,
    name: 'cookingFumesEnforcement',
    label: 'merchant.inspect.type.cookingFumesEnforcement',
    questions: 5,
  },
  {
    index: 3,
    name: 'doorFrontResponsibility',
    label: 'merchant.inspect.type.doorFrontResponsibility',
    questions: 2,
  },
  { index: 4, name: 'gasEnforcement', label: 'merchant.inspect.type.gasEnforcement', questions: 5 },
  { index: 5, name: 'cityAppearance', label: 'merchant.inspect.type.cityAppearance', questions: 4 },
];

export const inspectionAnswers = { yes: 1, no: 0 } as const;
export type InspectionAnswer = (typeof inspectionAnswers)[keyof typeof inspectionAnswers];

export function inspectionTypeOf(index: number): InspectionType | undefined {
  return inspectionTypes[index];
}

export function answerValue(yes: boolean): InspectionAnswer {
  return yes ? inspectionAnswers.yes : inspectionAnswers.no;
}

/** Read a stored radio answer (1/0, also as '1'/'0'); anything else is unanswered. */
export function answerOf(value: unknown): boolean | undefined {
  if (value === 1 || value === '1') return true;
  if (value === 0 || value === '0') return false;
  return undefined;
}

/** How a question is answered: a yes (1) / no (0) radio, or free text. */
export type QuestionKind = 'choice' | 'text';

/** Each type's questions in order: the last one of most types asks for anything else, in free text. */
const QUESTION_KINDS: Record<string, readonly QuestionKind[]> = {
  garbageClassification: ['choice', 'choice', 'choice', 'choice', 'text'],
  drainageEnforcement: ['choice', 'choice', 'text'],
  cookingFumesEnforcement: ['choice', 'choice', 'choice', 'choice', 'text'],
  doorFrontResponsibility: ['choice', 'choice'],
  gasEnforcement: ['choice', 'choice', 'choice', 'choice', 'text'],
  cityAppearance: ['choice', 'choice', 'choice', 'text'],
};

export interface InspectionQuestion {
  /** 1-based number within the type. */
  number: number;
  /** Scene photos allowed for this question. */
  photoLimit: number;
  kind: QuestionKind;
  /** The question's text (`merchant.inspect.q.<type>.<number>`). */
  label: MessageKey;
}

/** The questions of a type (none for an unknown index), each allowing 6 scene photos. */
export function inspectionQuestions(typeIndex: number): InspectionQuestion[] {
  const type = inspectionTypeOf(typeIndex);
  if (!type) return [];
  return Array.from({ length: type.questions }, (_, i) => ({
    number: i + 1,
    photoLimit: uploadLimits.scenePhoto,
    kind: QUESTION_KINDS[type.name]?.[i] ?? 'choice',
    label: `merchant.inspect.q.${type.name}.${i + 1}` as MessageKey,
  }));
}

/** An inspection being filled in: answers ('1', '0' or text) and scene photos by question number. */
export interface InspectionDraft {
  type: number | undefined;
  answers: Record<number, string>;
  scenePhotos: Record<number, readonly string[]>;
  otherPhotos: readonly string[];
}

/** Whether `adding` more photos fit a question's scene photos (6) or the other photos (99). */
export function photoRoom(current: number, adding: number, limit: number): Check {
  return validateUploadCount(current, adding, limit);
}

/**
 * What stops an inspection from being saved: no type, a radio question unanswered, more photos than a
 * question or the other photos take (fields `type`, `q<n>`, `photos<n>`, `otherPhotos`).
 */
export function checkInspection(draft: InspectionDraft): Problem[] {
  if (draft.type === undefined || !inspectionTypeOf(draft.type))
    return problemsOf([failed('merchant.inspect.typeRequired', 'type')]);
  const checks: Check[] = [];
  for (const q of inspectionQuestions(draft.type)) {
    const answer = draft.answers[q.number];
    checks.push(
      q.kind === 'choice' && answerOf(answer) === undefined
        ? failed('merchant.inspect.answerRequired', `q${q.number}`)
        : passed,
    );
    const photos = draft.scenePhotos[q.number]?.length ?? 0;
    const room = photoRoom(0, photos, q.photoLimit);
    checks.push(room.ok ? room : { ...room, field: `photos${q.number}` });
  }
  const other = photoRoom(0, draft.otherPhotos.length, uploadLimits.otherPhoto);
  checks.push(other.ok ? other : { ...other, field: 'otherPhotos' });
  return problemsOf(checks);
}

/**
 * The inspection's record fields from a draft: `answers` a JSON list of each question's number, answer
 * (1/0 for radios, else the text) and scene photos; `scenePhotos` and `otherPhotos` comma lists of links.
 */
export function inspectionFields(draft: InspectionDraft): Record<string, string> {
  const questions = draft.type === undefined ? [] : inspectionQuestions(draft.type);
  const answers = questions.map((q) => {
    const raw = draft.answers[q.number] ?? '';
    const yes = answerOf(raw);
    return {
      number: q.number,
      answer: q.kind === 'choice' && yes !== undefined ? answerValue(yes) : raw,
      photos: [...(draft.scenePhotos[q.number] ?? [])],
    };
  });
  return {
    inspectType: draft.type === undefined ? '' : String(draft.type),
    answers: JSON.stringify(answers),
    scenePhotos: questions.flatMap((q) => draft.scenePhotos[q.number] ?? []).join(','),
    otherPhotos: draft.otherPhotos.join(','),
  };
}
