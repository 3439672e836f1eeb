// @vitest-environment happy-dom
import { checkSurvey, surveyDraft } from '@nbxt/core/household/questionnaire.ts';
import { translate } from '@nbxt/core/i18n/index.ts';
import { householder } from '@nbxt/core/modules/household.ts';
import { argumentProblems, recordProblems } from '@nbxt/core/resources/field-rules.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import { argumentInputs } from '@nbxt/core/resources/roles.ts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OperationArgsForm } from '../../../web/src/kit/OperationArgsDialog.tsx';
import { RecordForm } from '../../../web/src/kit/RecordForm.tsx';
import { caseMessage, entryOf, type FieldRuleCase, fieldRuleCases } from '../../helpers/field-rule-cases.ts';
import { renderForm, setupDom } from '../form-renderer/setup.tsx';
import { fakeGateway, renderWith } from './harness.tsx';

beforeAll(setupDom);
afterEach(cleanup);

/** The check digit of this ID is wrong (GB 11643 gives 7). */
const wrongCheckDigit = '330203198009035841';
const format = translate('idcard.format', 'zh');
const required = translate('idcard.required', 'zh');
const today = { year: 2026, month: 11, day: 29 };
const stored = {
  id: '1700000000000000101',
  name: '王建国',
  idCard: '330281197604158647',
  area: '{"value":["330000"],"label":["浙江省"]}',
};

describe('the ID card rule (GB 11643) is one core function behind every entry point', () => {
  it('core: a record and an operation argument give the same message', () => {
    expect(recordProblems(householder, { ...stored, idCard: wrongCheckDigit }, { today })).toEqual([
      { field: 'idCard', message: 'idcard.format', params: {} },
    ]);
    expect(
      argumentProblems(
        householder,
        householder.operations.editIdCard!,
        { id: stored.id, idCard: wrongCheckDigit },
        today,
      ),
    ).toEqual([{ field: 'idCard', message: 'idcard.format', params: {} }]);
    expect(
      argumentProblems(householder, householder.operations.editIdCard!, { id: stored.id, idCard: '' }, today),
    ).toEqual([{ field: 'idCard', message: 'idcard.required', params: {} }]);
  });

  it('the questionnaire: the applicant’s ID is required and checked; questionnaireModify locks it', () => {
    const draft = surveyDraft({ name: '王建国', area: stored.area });
    const fields = (idCard: string) => ({ ...draft, fields: { ...draft.fields, idCard } });
    const idProblem = (idCard: string, idCardEditable: boolean) =>
      checkSurvey(fields(idCard), { idCardEditable, today }).find((p) => p.field === 'idCard')?.message;
    expect(idProblem('', true)).toBe('idcard.required');
    expect(idProblem(wrongCheckDigit, true)).toBe('idcard.format');
    expect(idProblem('', false)).toBeUndefined();
  });

  it('the console’s record form (the householder edit dialog) refuses it and sends nothing', async () => {
    const gateway = fakeGateway({ 'GET /blade-system/dict/dictionary/all': {} }, { signedIn: true });
    renderWith(
      gateway,
      <RecordForm spec={householder} id={stored.id} record={stored} onSaved={() => {}} onCancel={() => {}} />,
    );
    const input = screen.getByRole('textbox', { name: /身份证号/ });
    await userEvent.clear(input);
    await userEvent.type(input, wrongCheckDigit);
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    expect(await screen.findByText(format)).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    expect(await screen.findByText(required)).toBeTruthy();
    expect(gateway.sent('POST /lowIncome/householder/submit')).toEqual([]);
  });

  it('the 修改身份证 operation dialog refuses it and sends nothing; a valid one is sent', async () => {
    const gateway = fakeGateway({ 'POST /lowIncome/householder/editIdCard': true }, { signedIn: true });
    const op = householder.operations.editIdCard!;
    const sent: Record<string, string>[] = [];
    renderWith(
      gateway,
      <OperationArgsForm
        spec={householder}
        lookup={getResource}
        inputs={argumentInputs(householder, op, stored)}
        submit={async (values) => {
          sent.push(values);
        }}
        onDone={() => {}}
        onCancel={() => {}}
      />,
    );
    const input = screen.getByRole('textbox', { name: /身份证号/ });
    expect((input as HTMLInputElement).value).toBe(stored.idCard);
    await userEvent.clear(input);
    await userEvent.type(input, wrongCheckDigit);
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(format)).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.clear(input);
    await userEvent.type(input, '11010519491231002X');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toEqual([{ idCard: '11010519491231002X' }]));
  });
});

/**
 * Every rule of tests/helpers/field-rule-cases.ts at the console's entry points: the record check in core,
 * the record form (its edit dialog), the renderer and the questionnaire refuse the same value with the
 * same message, and nothing is sent. (`nbxt` and the sandbox: tests/cli/field-rules.test.ts.)
 */
describe.each(fieldRuleCases)('$rule: the same message at every console entry point', (c: FieldRuleCase) => {
  const message = caseMessage(c);

  it('core: the record check of the registry field', () => {
    expect(
      recordProblems(entryOf(c), { [c.field]: c.bad }, { today, only: (f) => f.name === c.field }),
    ).toEqual([{ field: c.field, message: c.message, params: c.params ?? {} }]);
  });

  it('the console’s record form refuses it and sends nothing', async () => {
    const spec = entryOf(c);
    const gateway = fakeGateway(
      { 'GET /blade-system/dict/dictionary/all': {} },
      { signedIn: true, otherwise: () => ({ records: [], total: 0 }) },
    );
    const record = { [spec.idField]: '1700000000000000101', [c.field]: c.bad };
    renderWith(
      gateway,
      <RecordForm
        spec={spec}
        id="1700000000000000101"
        record={record}
        onSaved={() => {}}
        onCancel={() => {}}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '修改' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(gateway.sent(`POST ${spec.path}/submit`)).toEqual([]);
  });

  it('the renderer refuses it on submit, with its field', async () => {
    const prop = String(c.renderer.field.prop);
    const form = renderForm(
      { column: [c.renderer.field] },
      { [prop]: c.renderer.value },
      { routes: { 'GET /area/nbxtarea/lazy-list': [] } },
    );
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: '提交' }));
    });
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(form.submitted).toEqual([]);
  });

  it.skipIf(!c.questionnaire)('the questionnaire refuses it', () => {
    const draft = surveyDraft({ name: '王建国', area: stored.area });
    const { field, value } = c.questionnaire!;
    const problems = checkSurvey(
      { ...draft, fields: { ...draft.fields, idCard: '11010519491231002X', [field]: value } },
      { idCardEditable: true, today },
    );
    expect(
      problems.filter((p) => p.field === field).map((p) => translate(p.message, 'zh', p.params)),
    ).toEqual([message]);
  });
});
