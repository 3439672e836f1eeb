/**
 * The merchant inspection form (business-modules.md §2, forms-and-survey.md §9): the question set depends
 * on the inspection type, a 0-based index. Most questions are yes (1) / no (0) radios.
 */
import type { MessageKey } from '../i18n/index.ts';
import { uploadLimits } from '../validate/upload.ts';

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

export interface InspectionQuestion {
  /** 1-based number within the type. */
  number: number;
  /** Scene photos allowed for this question. */
  photoLimit: number;
}

/** The questions of a type (none for an unknown index), each allowing 6 scene photos. */
export function inspectionQuestions(typeIndex: number): InspectionQuestion[] {
  const type = inspectionTypeOf(typeIndex);
  if (!type) return [];
  return Array.from({ length: type.questions }, (_, i) => ({
    number: i + 1,
    photoLimit: uploadLimits.scenePhoto,
  }));
}
