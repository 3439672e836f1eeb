import { describe, expect, it } from 'vitest';
import { applicantFamily, supporterFamily, updatePerson } from '../../../core/src/household/families.ts';
import { surveyPages } from '../../../core/src/household/fields.ts';
import {
  applicantFields,
  checkSurvey,
  photoGroupLimit,
  photoGroups,
  referenceRows,
  surveyBody,
  surveyDraft,
} from '../../../core/src/household/questionnaire.ts';
import { surveyRequiredFields } from '../../../core/src/household/required.ts';

const today = { year: 2026, month: 5, day: 1 };
// GB 11643 valid IDs (check digits computed by the standard).
const validId = '11010519491231002X';
const wrongId = '110105194912310021';

const record = {
  id: '9',
  name: '张三',
  idCard: validId,
  familyMembers: { familyMembers: [{ name: '李四', idCard: validId }] },
  supporterFamilies: { supporterFamily: [{ familyName: '一', supporters: [{ name: '王五' }] }, {}] },
  houseInfo: [{ housingArea: 60 }],
  appendixs: { sign: { type: 3, remark: '不签' }, housingExterior: ['a.png', { url: 'b.png' }] },
};

describe('the questionnaire draft and its single save body', () => {
  it('reads the nested lists of §3.3 and writes them back in the same shape', () => {
    const draft = surveyDraft(record);
    expect(draft.families.members).toEqual([{ name: '李四', idCard: validId }]);
    expect(draft.families.supporterFamilies).toEqual([
      { familyName: '一', supporters: [{ name: '王五' }] },
      { supporters: [] },
    ]);
    expect(draft.photos.housingExterior).toEqual(['a.png', 'b.png']);
    expect(draft.photos.otherAppendix).toEqual([]);
    const body = surveyBody(draft);
    expect(body).toMatchObject({
      id: '9',
      name: '张三',
      numberOfFamily: 1,
      houseInfo: [{ housingArea: 60 }],
      familyMembers: { familyMembers: [{ name: '李四' }] },
      supporterFamilies: {
        supporterFamily: [{ familyName: '一', supporters: [{ name: '王五' }] }, { supporters: [] }],
      },
      appendixs: { sign: { type: 3, remark: '不签' }, housingExterior: ['a.png', 'b.png'] },
    });
    expect(Object.keys(body['appendixs'] as object)).toEqual(['sign', ...photoGroups]);
  });

  it('counts numberOfFamily from the members, whatever the record said', () => {
    const draft = surveyDraft({ ...record, numberOfFamily: 7 });
    expect(surveyBody(draft)['numberOfFamily']).toBe(1);
  });

  it('lists every empty required field and wrong IDs of the applicant, members and supporters', () => {
    const draft = surveyDraft(record);
    draft.families.supporterFamilies[0]!.supporters[0]!.idCard = wrongId;
    const problems = checkSurvey(draft, { idCardEditable: false, today });
    expect(problems.filter((p) => p.message === 'household.fieldRequired').map((p) => p.field)).toEqual([
      ...surveyRequiredFields,
    ]);
    expect(problems.filter((p) => p.message !== 'household.fieldRequired')).toEqual([
      { field: 'supporters.0.0.idCard', message: 'idcard.format' },
    ]);
    const filled = Object.fromEntries(surveyRequiredFields.map((f) => [f, 0]));
    const applicantWrong = { ...draft, fields: { ...draft.fields, ...filled, idCard: wrongId } };
    applicantWrong.families = { ...draft.families, supporterFamilies: [] };
    expect(checkSurvey(applicantWrong, { idCardEditable: false, today })).toEqual([
      { field: 'idCard', message: 'idcard.format' },
    ]);
    const empty = { ...applicantWrong, fields: { ...applicantWrong.fields, idCard: '' } };
    expect(checkSurvey(empty, { idCardEditable: true, today })).toEqual([
      { field: 'idCard', message: 'idcard.required' },
    ]);
    expect(checkSurvey(empty, { idCardEditable: false, today })).toEqual([]);
    const phone = { ...empty, fields: { ...empty.fields, phone: '1381234' } };
    expect(checkSurvey(phone, { idCardEditable: false, today })).toEqual([
      { field: 'phone', message: 'validate.phone.length' },
    ]);
  });

  it('lays the applicant fields out in pages of 15, each photo group taking 99', () => {
    const pages = surveyPages(applicantFields);
    expect(pages.map((p) => p.length)).toEqual([15, applicantFields.length - 15]);
    expect(new Set(applicantFields).size).toBe(applicantFields.length);
    for (const f of surveyRequiredFields) expect(applicantFields).toContain(f);
    expect(photoGroupLimit).toBe(99);
  });

  it('offers the plain non-empty values as reference values with their source', () => {
    expect(
      referenceRows(
        { name: '张三', age: 0, phone: '', area: { a: 1 } },
        ['name', 'age', 'phone', 'area'],
        '导入',
      ),
    ).toEqual([
      { field: 'name', value: '张三', source: '导入' },
      { field: 'age', value: '0', source: '导入' },
    ]);
  });
});

describe('a person edited in place', () => {
  it('replaces the person at its place, or adds one past the end', () => {
    const families = { members: [{ name: 'a' }, { name: 'b' }], supporterFamilies: [{ supporters: [] }] };
    expect(updatePerson(families, applicantFamily, 0, { name: 'c' }).members).toEqual([
      { name: 'c' },
      { name: 'b' },
    ]);
    expect(
      updatePerson(families, supporterFamily(0), 0, { name: 'd' }).supporterFamilies[0]!.supporters,
    ).toEqual([{ name: 'd' }]);
    expect(families.members[0]).toEqual({ name: 'a' });
  });
});
