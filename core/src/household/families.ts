/**
 * The applicant's family members and the supporter families (maintenance or support obligors), shown as
 * tags: add, remove, move left, and move a person between families in every direction
 * (forms-and-survey.md §2.2, §4, §5.1). Every function returns new state and leaves its input untouched.
 */
import type { MessageKey } from '../i18n/index.ts';
import type { MessageParams } from '../validate/result.ts';

export interface SupporterFamily<P> {
  supporters: P[];
  [field: string]: unknown;
}

/** familyMembers.familyMembers and supporterFamilies.supporterFamily of the survey data. */
export interface Families<P> {
  members: P[];
  supporterFamilies: SupporterFamily<P>[];
}

export type FamilyRef = { kind: 'applicant' } | { kind: 'supporter'; index: number };
export const applicantFamily: FamilyRef = { kind: 'applicant' };
export const supporterFamily = (index: number): FamilyRef => ({ kind: 'supporter', index });

export interface MemberMove {
  from: FamilyRef;
  /** Position of the person in the source family. */
  index: number;
  to: FamilyRef;
}

function peopleOf<P>(families: Families<P>, ref: FamilyRef): P[] | undefined {
  return ref.kind === 'applicant' ? families.members : families.supporterFamilies[ref.index]?.supporters;
}

function withPeople<P>(families: Families<P>, ref: FamilyRef, people: P[]): Families<P> {
  if (ref.kind === 'applicant') return { ...families, members: people };
  const supporterFamilies = families.supporterFamilies.map((family, i) =>
    i === ref.index ? { ...family, supporters: people } : family,
  );
  return { ...families, supporterFamilies };
}

function sameFamily(a: FamilyRef, b: FamilyRef): boolean {
  return a.kind === b.kind && (a.kind === 'applicant' || a.index === (b as { index: number }).index);
}

/** The question a move asks before it is made. */
export interface MoveQuestion {
  message: MessageKey;
  params?: MessageParams;
}

/**
 * Every move asks first (§4: a move succeeds with 操作成功！ or is cancelled with 已取消). Into the applicant
 * family: 确认将该成员移动到申请人家庭, 是否继续? (§5.1); into a supporter family the same question naming it
 * (our wording: the spec quotes none). Nothing is asked for a move within one family.
 */
export function moveConfirmation(move: MemberMove): MoveQuestion | undefined {
  if (sameFamily(move.from, move.to)) return undefined;
  return move.to.kind === 'applicant'
    ? { message: 'household.move.confirmToApplicant' }
    : { message: 'household.move.confirmToSupporter', params: { n: move.to.index + 1 } };
}

export type MoveOutcome<P> =
  | { ok: true; families: Families<P>; message: MessageKey }
  | { ok: false; families: Families<P>; message?: MessageKey };

/**
 * Move one person to the end of another family. `confirmed` is the answer to `moveConfirmation`: on yes
 * 操作成功！, on no nothing moves and 已取消. A move to the same family, or from a position that does not
 * exist, changes nothing.
 */
export function moveMember<P>(families: Families<P>, move: MemberMove, confirmed = true): MoveOutcome<P> {
  const source = peopleOf(families, move.from);
  const target = peopleOf(families, move.to);
  if (!source || !target || sameFamily(move.from, move.to) || move.index < 0 || move.index >= source.length) {
    return { ok: false, families };
  }
  if (!confirmed) return { ok: false, families, message: 'household.move.cancelled' };
  const person = source[move.index]!;
  const moved = withPeople(
    families,
    move.from,
    source.filter((_, i) => i !== move.index),
  );
  return {
    ok: true,
    families: withPeople(moved, move.to, [...target, person]),
    message: 'household.move.success',
  };
}

export function addPerson<P>(families: Families<P>, to: FamilyRef, person: P): Families<P> {
  const people = peopleOf(families, to);
  return people ? withPeople(families, to, [...people, person]) : families;
}

/** A person edited in place (an index past the end adds the person). */
export function updatePerson<P>(
  families: Families<P>,
  within: FamilyRef,
  index: number,
  person: P,
): Families<P> {
  const people = peopleOf(families, within);
  if (!people || index < 0) return families;
  if (index >= people.length) return withPeople(families, within, [...people, person]);
  return withPeople(
    families,
    within,
    people.map((p, i) => (i === index ? person : p)),
  );
}

/** Deleting a person asks for confirmation (`removeConfirmation`); the caller calls this once confirmed. */
export function removePerson<P>(families: Families<P>, from: FamilyRef, index: number): Families<P> {
  const people = peopleOf(families, from);
  return people
    ? withPeople(
        families,
        from,
        people.filter((_, i) => i !== index),
      )
    : families;
}

/** A tag moved one place to the left (the first stays first). */
export function movePersonLeft<P>(families: Families<P>, within: FamilyRef, index: number): Families<P> {
  const people = peopleOf(families, within);
  if (!people || index <= 0 || index >= people.length) return families;
  const reordered = [...people];
  [reordered[index - 1], reordered[index]] = [reordered[index]!, reordered[index - 1]!];
  return withPeople(families, within, reordered);
}

export function addSupporterFamily<P>(
  families: Families<P>,
  family: SupporterFamily<P> = { supporters: [] },
): Families<P> {
  return { ...families, supporterFamilies: [...families.supporterFamilies, family] };
}

export function removeSupporterFamily<P>(families: Families<P>, index: number): Families<P> {
  return { ...families, supporterFamilies: families.supporterFamilies.filter((_, i) => i !== index) };
}

/** Deleting a member, a supporter or a whole supporter family asks for confirmation first. */
export const removeConfirmation: MessageKey = 'household.confirmRemove';
