/** The signature section (forms-and-survey.md §3.3, §4). */
import type { MessageKey } from '../i18n/index.ts';
import { isEmpty } from '../validate/empty.ts';
import { type Check, failed, passed } from '../validate/result.ts';

/** 1 a drawn confirmation signature, 2 a seal generated from the applicant name, 3 refusal to sign (with a reason). */
export const signatureTypes = { confirm: 1, seal: 2, refuse: 3 } as const;
export type SignatureType = (typeof signatureTypes)[keyof typeof signatureTypes];

export const signatureTypeLabels: Record<SignatureType, MessageKey> = {
  1: 'household.signature.confirm',
  2: 'household.signature.seal',
  3: 'household.signature.refuse',
};

export function isSignatureType(value: unknown): value is SignatureType {
  return value === 1 || value === 2 || value === 3;
}

/** appendixs.sign of the survey data: how it was signed, the image, the signer's name, the refusal reason. */
export interface SurveySignature {
  type: SignatureType;
  url?: string;
  name?: string;
  remark?: string;
}

/** Generating the seal needs the applicant name; otherwise the warning 申请人姓名为空！ */
export function validateSignature(type: SignatureType, applicantName: unknown): Check {
  if (type === signatureTypes.seal && (isEmpty(applicantName) || String(applicantName).trim() === '')) {
    return failed('household.sealNeedsApplicantName', 'sign');
  }
  return passed;
}

/** Signature image size on the form, and the drawing pad. */
export const signatureImageSize = { width: 108, height: 48 } as const;
export const signaturePadSize = { width: 120, height: 120 } as const;

/** The box the drawn pad's image is fitted into, centred, keeping its proportions (120×120 → 48×48 at x 30). */
export function fitSignature(
  from: { width: number; height: number },
  into: { width: number; height: number } = signatureImageSize,
): { x: number; y: number; width: number; height: number } {
  const scale = Math.min(into.width / from.width, into.height / from.height);
  const width = from.width * scale;
  const height = from.height * scale;
  return { x: (into.width - width) / 2, y: (into.height - height) / 2, width, height };
}
