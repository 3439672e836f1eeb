import { normalizeDisability } from '@nbxt/core/household/disability.ts';
import {
  addPerson,
  addSupporterFamily,
  applicantFamily,
  type Families,
  moveConfirmation,
  moveMember,
  movePersonLeft,
  removePerson,
  removeSupporterFamily,
  supporterFamily,
} from '@nbxt/core/household/families.ts';
import { numberOfFamily, surveyFieldState, surveyPages } from '@nbxt/core/household/fields.ts';
import {
  addHousing,
  cancelHousing,
  closeHousing,
  confirmHousing,
  housingEditor,
  housingTags,
  openHousing,
} from '@nbxt/core/household/housing.ts';
import { applyIdCard, validateSurveyIdCard } from '@nbxt/core/household/person.ts';
import { surveyRequiredFields, validateSurveyRequired } from '@nbxt/core/household/required.ts';
import { validateSignature } from '@nbxt/core/household/signature.ts';
import { translate } from '@nbxt/core/i18n/index.ts';
import {
  answerOf,
  answerValue,
  checkInspection,
  inspectionFields,
  inspectionQuestions,
  inspectionTypes,
  photoRoom,
} from '@nbxt/core/modules/merchant-inspection.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const today = { year: 2026, month: 11, day: 23 };
const zh = (key: string | undefined, params?: Record<string, string | number>) =>
  translate(key ?? '', 'zh', params);

describe('required fields', () => {
  it('lists the spec fields and fails each empty one with 该字段为必填字段，请务必填写！', () => {
    // forms-and-survey.md §3.3, in the spec's order
    const spec =
      'enjoyPeople, sex, age, applyType, employment, unemploymentRegistration, unemploymentAmount, severeDisability, firstOrSelfEmployment, lessThan3YearsEmployment, personalPayment, socialSecurityBase, providentFundBase, selfReportedIncome, pension, otherTransferIncome, tuition, propertyIncome, operatingIncome';
    expect(surveyRequiredFields).toEqual(spec.split(', '));
    const problems = validateSurveyRequired({});
    expect(problems.map((p) => p.field)).toEqual([...surveyRequiredFields]);
    expect(new Set(problems.map((p) => zh(p.message)))).toEqual(new Set(['该字段为必填字段，请务必填写！']));
  });
  it('treats 0 and false as answers', () => {
    const record = Object.fromEntries(surveyRequiredFields.map((field) => [field, 0]));
    expect(validateSurveyRequired(record)).toEqual([]);
    expect(validateSurveyRequired({ ...record, tuition: '' })).toEqual([
      { field: 'tuition', message: 'household.fieldRequired' },
    ]);
  });
});

describe('ID cards in the survey', () => {
  const options = { applicant: true, idCardEditable: true, today };
  it('requires a valid ID format (身份证格式不正确)', () => {
    expect(zh((validateSurveyIdCard('123', options) as { message: string }).message)).toBe(
      '身份证格式不正确',
    );
    expect(validateSurveyIdCard('11010519491231002X', options).ok).toBe(true);
    expect(validateSurveyIdCard('123', { ...options, applicant: false }).ok).toBe(false);
  });
  it('requires the applicant ID only when ID editing is allowed (身份证为必填项)', () => {
    expect(zh((validateSurveyIdCard('', options) as { message: string }).message)).toBe('身份证为必填项');
    expect(validateSurveyIdCard('', { ...options, idCardEditable: false }).ok).toBe(true);
    expect(validateSurveyIdCard('', { ...options, applicant: false }).ok).toBe(true);
  });
  it('is read-only when editing unless ID modification is allowed, with 身份证信息不可修改', () => {
    const locked = surveyFieldState('idCard', { editing: true });
    expect(locked.readonly).toBe(true);
    expect(zh(locked.tip)).toBe('身份证信息不可修改');
    expect(surveyFieldState('idCard', { editing: true, idCardEditable: true }).readonly).toBe(false);
    expect(surveyFieldState('idCard', { editing: false }).readonly).toBe(false);
  });
  it('sets sex and age (current year minus birth year) from a valid ID, and nothing from an invalid one', () => {
    expect(applyIdCard({ name: '张三', idCard: '11010519491231002X' }, today)).toEqual({
      name: '张三',
      idCard: '11010519491231002X',
      sex: 2,
      age: 77,
    });
    expect(applyIdCard({ idCard: '440524800101001' }, today)).toMatchObject({ sex: 1, age: 46 });
    const person = { idCard: '110105194912310021', sex: 1, age: 3 };
    expect(applyIdCard(person, today)).toBe(person);
  });
});

describe('field states', () => {
  it('locks the system-generated income fields unless income editing is allowed (系统自动生成，不可输入！)', () => {
    for (const field of ['income', 'wageIncome', 'transferIncome', 'educationExpenses']) {
      const state = surveyFieldState(field, {});
      expect(state.readonly).toBe(true);
      expect(zh(state.tip)).toBe('系统自动生成，不可输入！');
      expect(surveyFieldState(field, { incomeEditable: true }).readonly).toBe(false);
    }
  });
  it('keeps numberOfFamily read-only, derived from the members', () => {
    expect(surveyFieldState('numberOfFamily', { incomeEditable: true, revenueMode: true }).readonly).toBe(
      true,
    );
    expect(numberOfFamily([{}, {}, {}])).toBe(3);
  });
  it('locks totalIncome and perMonthlyIncome unless revenue mode is on', () => {
    for (const field of ['totalIncome', 'perMonthlyIncome']) {
      expect(surveyFieldState(field, {}).readonly).toBe(true);
      expect(surveyFieldState(field, { revenueMode: true }).readonly).toBe(false);
    }
  });
  it('disables every field in read-only mode and leaves ordinary fields editable otherwise', () => {
    for (const field of ['name', 'tuition', 'idCard', 'income']) {
      expect(
        surveyFieldState(field, { readOnly: true, idCardEditable: true, incomeEditable: true }).readonly,
      ).toBe(true);
    }
    expect(surveyFieldState('tuition', {}).readonly).toBe(false);
  });
  it('splits the form into pages of 15 fields', () => {
    const pages = surveyPages(Array.from({ length: 31 }, (_, i) => i));
    expect(pages.map((p) => p.length)).toEqual([15, 15, 1]);
  });
});

describe('disability multi-select', () => {
  it('adds 6 when two or more other codes are chosen', () => {
    expect(normalizeDisability(['1', '2'])).toEqual(['1', '2', '6']);
    expect(normalizeDisability([1, 3, 4])).toEqual([1, 3, 4, 6]);
  });
  it('removes 6 when only one other code remains beside it', () => {
    expect(normalizeDisability(['1', '6'])).toEqual(['1']);
    expect(normalizeDisability(['6', '2'])).toEqual(['2']);
  });
  it('leaves a single code, a lone 6, and an already complete choice alone', () => {
    expect(normalizeDisability(['3'])).toEqual(['3']);
    expect(normalizeDisability(['6'])).toEqual(['6']);
    expect(normalizeDisability(['1', '2', '6'])).toEqual(['1', '2', '6']);
  });
  it('always ends with 6 exactly when two or more other codes are chosen, and is idempotent', () => {
    const codes = fc.uniqueArray(fc.constantFrom('1', '2', '3', '4', '5', '6', '7'));
    fc.assert(
      fc.property(codes, (chosen) => {
        const result = normalizeDisability(chosen);
        const others = result.filter((c) => c !== '6').length;
        if (others >= 2) expect(result).toContain('6');
        if (others === 1) expect(result).not.toContain('6');
        expect(normalizeDisability(result)).toEqual(result);
      }),
    );
  });
});

describe('signature', () => {
  it('needs the applicant name for a generated seal (申请人姓名为空！)', () => {
    expect(zh((validateSignature(2, '') as { message: string }).message)).toBe('申请人姓名为空！');
    expect(validateSignature(2, '  ').ok).toBe(false);
    expect(validateSignature(2, '张三').ok).toBe(true);
    expect(validateSignature(1, '').ok).toBe(true);
    expect(validateSignature(3, '').ok).toBe(true);
  });
});

describe('moving people between families', () => {
  const start: Families<string> = {
    members: ['applicant', 'spouse'],
    supporterFamilies: [{ supporters: ['son'] }, { supporters: ['daughter', 'son-in-law'] }],
  };

  it('asks before moving into a supporter family (naming it); yes moves with 操作成功！', () => {
    const move = { from: applicantFamily, index: 1, to: supporterFamily(0) };
    const question = moveConfirmation(move)!;
    expect(zh(question.message, question.params)).toBe('确认将该成员移动到义务人家庭1, 是否继续?');
    const outcome = moveMember(start, move, true);
    expect(outcome.ok).toBe(true);
    expect(outcome.families.members).toEqual(['applicant']);
    expect(outcome.families.supporterFamilies[0]!.supporters).toEqual(['son', 'spouse']);
    expect(zh(outcome.message)).toBe('操作成功！');
    expect(start.members).toEqual(['applicant', 'spouse']);
  });

  it('asks before moving a supporter into the applicant family; yes moves, no cancels with 已取消', () => {
    const move = { from: supporterFamily(1), index: 0, to: applicantFamily };
    expect(zh(moveConfirmation(move)!.message)).toBe('确认将该成员移动到申请人家庭, 是否继续?');
    const yes = moveMember(start, move, true);
    expect(yes.families.members).toEqual(['applicant', 'spouse', 'daughter']);
    expect(yes.families.supporterFamilies[1]!.supporters).toEqual(['son-in-law']);
    expect(zh(yes.message)).toBe('操作成功！');
    const no = moveMember(start, move, false);
    expect(no).toEqual({ ok: false, families: start, message: 'household.move.cancelled' });
    expect(zh(no.message)).toBe('已取消');
  });

  it('moves between two supporter families once confirmed; a no leaves both as they were', () => {
    const move = { from: supporterFamily(1), index: 1, to: supporterFamily(0) };
    const question = moveConfirmation(move)!;
    expect(zh(question.message, question.params)).toBe('确认将该成员移动到义务人家庭1, 是否继续?');
    const outcome = moveMember(start, move, true);
    expect(outcome.families.supporterFamilies.map((f) => f.supporters)).toEqual([
      ['son', 'son-in-law'],
      ['daughter'],
    ]);
    expect(moveMember(start, move, false)).toEqual({
      ok: false,
      families: start,
      message: 'household.move.cancelled',
    });
  });

  it('asks nothing for a move within one family', () => {
    expect(moveConfirmation({ from: supporterFamily(0), index: 0, to: supporterFamily(0) })).toBeUndefined();
  });

  it('keeps everyone: a move never loses or duplicates a person', () => {
    const ref = fc.oneof(fc.constant(applicantFamily), fc.integer({ min: 0, max: 2 }).map(supporterFamily));
    fc.assert(
      fc.property(ref, fc.nat(3), ref, fc.boolean(), (from, index, to, confirmed) => {
        const { families } = moveMember(start, { from, index, to }, confirmed);
        const everyone = (f: Families<string>) =>
          [...f.members, ...f.supporterFamilies.flatMap((s) => s.supporters)].sort();
        expect(everyone(families)).toEqual(everyone(start));
      }),
    );
  });

  it('refuses moves within a family or from a missing position', () => {
    expect(moveMember(start, { from: applicantFamily, index: 0, to: applicantFamily }).ok).toBe(false);
    expect(moveMember(start, { from: supporterFamily(0), index: 5, to: applicantFamily }).ok).toBe(false);
    expect(moveMember(start, { from: supporterFamily(9), index: 0, to: applicantFamily }).ok).toBe(false);
  });

  it('adds, removes and moves tags left', () => {
    expect(addPerson(start, supporterFamily(0), 'grandson').supporterFamilies[0]!.supporters).toEqual([
      'son',
      'grandson',
    ]);
    expect(removePerson(start, applicantFamily, 0).members).toEqual(['spouse']);
    expect(movePersonLeft(start, supporterFamily(1), 1).supporterFamilies[1]!.supporters).toEqual([
      'son-in-law',
      'daughter',
    ]);
    expect(movePersonLeft(start, applicantFamily, 0)).toBe(start);
    expect(addSupporterFamily(start).supporterFamilies).toHaveLength(3);
    expect(removeSupporterFamily(start, 0).supporterFamilies).toEqual([
      { supporters: ['daughter', 'son-in-law'] },
    ]);
  });
});

describe('housing list', () => {
  it('names tags 住房1, 住房2, … and adds through the 住房信息 dialog', () => {
    let editor = housingEditor([{ housingArea: 80 }]);
    editor = addHousing(editor);
    expect(editor.dialog).toEqual({ index: 1, draft: {} });
    editor = confirmHousing(editor, { housingArea: 60, housingNature: 1 });
    expect(editor.dialog).toBeUndefined();
    expect(housingTags(editor).map((t) => zh(t.message, t.params))).toEqual(['住房1', '住房2']);
    expect(zh('household.housing.title')).toBe('住房信息');
    expect(zh('household.housing.add')).toBe('+ 添加');
  });
  it('edits an entry in place, closes tags (renumbering the rest), and cancels without change', () => {
    let editor = housingEditor([{ housingArea: 80 }, { housingArea: 60 }, { housingArea: 40 }]);
    editor = openHousing(editor, 1);
    expect(editor.dialog).toEqual({ index: 1, draft: { housingArea: 60 } });
    expect(cancelHousing(editor).entries[1]).toEqual({ housingArea: 60 });
    editor = confirmHousing(editor, { housingArea: 65 });
    expect(editor.entries.map((e) => e.housingArea)).toEqual([80, 65, 40]);
    editor = closeHousing(editor, 0);
    expect(editor.entries.map((e) => e.housingArea)).toEqual([65, 40]);
    expect(housingTags(editor).map((t) => zh(t.message, t.params))).toEqual(['住房1', '住房2']);
  });
  it('changes nothing in read-only mode but still lets an entry be viewed', () => {
    const editor = housingEditor([{ housingArea: 80 }], true);
    expect(addHousing(editor)).toBe(editor);
    expect(closeHousing(editor, 0)).toBe(editor);
    const viewing = openHousing(editor, 0);
    expect(viewing.dialog).toBeDefined();
    expect(confirmHousing(viewing, { housingArea: 1 }).entries).toEqual([{ housingArea: 80 }]);
  });
});

describe('merchant inspection question sets', () => {
  it('has six types with 5, 3, 5, 2, 5 and 4 questions, 6 scene photos each', () => {
    expect(inspectionTypes.map((t) => t.questions)).toEqual([5, 3, 5, 2, 5, 4]);
    expect(inspectionTypes.map((t) => t.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(inspectionQuestions(3)).toEqual([
      { number: 1, photoLimit: 6, kind: 'choice', label: 'merchant.inspect.q.doorFrontResponsibility.1' },
      { number: 2, photoLimit: 6, kind: 'choice', label: 'merchant.inspect.q.doorFrontResponsibility.2' },
    ]);
    expect(inspectionQuestions(6)).toEqual([]);
  });
  it('labels every question of every type in both languages; some are free text', () => {
    for (const type of inspectionTypes)
      for (const q of inspectionQuestions(type.index)) {
        expect(translate(q.label, 'zh'), q.label).not.toBe(q.label);
        expect(translate(q.label, 'en'), q.label).not.toBe(q.label);
      }
    expect(inspectionQuestions(2).map((q) => q.kind)).toEqual([
      'choice',
      'choice',
      'choice',
      'choice',
      'text',
    ]);
  });
  it('checks an inspection: a type, every radio answered, 6 scene photos a question, 99 others', () => {
    const photos = (n: number) => Array.from({ length: n }, (_, i) => `https://oss/p${i}.jpg`);
    const draft = {
      type: 2,
      answers: { 1: '1', 2: '0', 3: '1', 4: '0', 5: '' },
      scenePhotos: { 1: photos(6) },
      otherPhotos: photos(99),
    };
    expect(checkInspection(draft)).toEqual([]);
    expect(checkInspection({ ...draft, type: undefined }).map((p) => p.field)).toEqual(['type']);
    expect(checkInspection({ ...draft, answers: { 1: '1', 5: 'x' } }).map((p) => p.field)).toEqual([
      'q2',
      'q3',
      'q4',
    ]);
    expect(checkInspection({ ...draft, scenePhotos: { 3: photos(7) } })).toEqual([
      { field: 'photos3', message: 'validate.upload.limit', params: { limit: 6 } },
    ]);
    expect(checkInspection({ ...draft, otherPhotos: photos(100) })[0]).toMatchObject({
      field: 'otherPhotos',
      params: { limit: 99 },
    });
    expect(photoRoom(6, 1, 6).ok).toBe(false);
    expect(photoRoom(5, 1, 6).ok).toBe(true);
  });
  it('sends the answers as 1/0 or text with each question’s photos', () => {
    const fields = inspectionFields({
      type: 3,
      answers: { 1: '1', 2: '0' },
      scenePhotos: { 2: ['a', 'b'] },
      otherPhotos: ['c'],
    });
    expect(JSON.parse(fields.answers!)).toEqual([
      { number: 1, answer: 1, photos: [] },
      { number: 2, answer: 0, photos: ['a', 'b'] },
    ]);
    expect(fields).toMatchObject({ inspectType: '3', scenePhotos: 'a,b', otherPhotos: 'c' });
  });
  it('stores yes as 1 and no as 0', () => {
    expect([answerValue(true), answerValue(false)]).toEqual([1, 0]);
    expect([answerOf(1), answerOf('0'), answerOf(null), answerOf(2)]).toEqual([
      true,
      false,
      undefined,
      undefined,
    ]);
  });
});
