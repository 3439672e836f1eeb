import { applicationForm } from '@nbxt/core/modules/apps.ts';
import {
  contractCompanyInvoice,
  contractCompanyReceived,
  contractInfoInvoice,
  contractInfoReceived,
  ledgerOperations,
} from '@nbxt/core/modules/contract-finance.ts';
import { formOperations } from '@nbxt/core/modules/form-operations.ts';
import { hiddenDangerRecord } from '@nbxt/core/modules/safety-hidden-danger.ts';
import { safetyManageInspectionRecord } from '@nbxt/core/modules/safety-manage.ts';
import { checkRecordFields } from '@nbxt/core/modules/safety-values.ts';
import { toolAppForm } from '@nbxt/core/modules/toolapps.ts';
import type { FieldSpec, OperationSpec } from '@nbxt/core/resources/types.ts';
import { describe, expect, it } from 'vitest';

// Issue 27: operations two BladeX controllers share are declared once, by one builder, for both.
/** An entry's operations by a name known at run time. */
const ops = (spec: { operations: object }) => spec.operations as Record<string, OperationSpec>;

describe('twin controllers declared once', () => {
  const shared = Object.keys(formOperations('applyId'));

  it('application forms and tool-app forms take their shared operations from formOperations', () => {
    for (const name of shared) {
      expect(ops(applicationForm)[name], name).toEqual(formOperations('applyId')[name as never]);
      expect(ops(toolAppForm)[name], name).toEqual(formOperations('appId')[name as never]);
    }
  });

  it('the twins differ only in the name of the owner id', () => {
    const asToolApp = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replaceAll('applyId', 'appId').replaceAll('application', 'app'));
    for (const name of shared)
      expect(asToolApp(ops(applicationForm)[name]), name).toEqual(
        JSON.parse(JSON.stringify(ops(toolAppForm)[name])),
      );
  });

  it('the comparison sees a difference when one twin drifts', () => {
    const drifted = { ...formOperations('appId').updateName, path: 'rename' };
    expect(JSON.parse(JSON.stringify(drifted))).not.toEqual(
      JSON.parse(JSON.stringify(formOperations('appId').updateName)),
    );
  });
});

describe('the contract ledgers declared once', () => {
  const ledgers = [
    contractCompanyReceived,
    contractCompanyInvoice,
    contractInfoReceived,
    contractInfoInvoice,
  ];
  const shared = Object.keys(ledgerOperations('', '', {}));

  it('each of the four ledger controllers takes its shared operations from ledgerOperations', () => {
    expect(shared).toEqual(['all', 'save', 'export', 'total']);
    for (const ledger of ledgers) {
      const own = ledgerOperations(ledger.text.zh, ledger.text.en, ops(ledger)['total']!.figures!);
      for (const name of shared)
        expect(ops(ledger)[name], `${ledger.name} ${name}`).toEqual(own[name as never]);
    }
  });

  it('the four differ only in their names and totals', () => {
    const general = (ledger: (typeof ledgers)[number]) =>
      JSON.parse(
        JSON.stringify(shared.map((name) => ({ ...ops(ledger)[name], figures: undefined })))
          .replaceAll(ledger.text.en.toLowerCase(), 'EN')
          .replaceAll(ledger.text.en, 'EN')
          .replaceAll(ledger.text.zh, 'ZH'),
      );
    for (const ledger of ledgers.slice(1)) expect(general(ledger), ledger.name).toEqual(general(ledgers[0]!));
  });
});

describe('the safety check records declared once', () => {
  const records = [
    { spec: hiddenDangerRecord, company: 'hidden-danger-company' },
    { spec: safetyManageInspectionRecord, company: 'safety-manage-tenant' },
  ];
  const twins = Object.keys(checkRecordFields('x'));
  const fieldOf = (spec: { fields: readonly FieldSpec[] }, name: string) =>
    spec.fields.find((f) => f.name === name)!;
  /** What makes a field the same field: its name, texts, type, kind, codes, link and what it follows. */
  const identity = (field: FieldSpec) => ({
    name: field.name,
    text: field.text,
    type: field.type,
    kind: field.kind,
    choices: field.choices,
    follows: field.follows,
  });

  it('hiddenDanger/record and safetyManageInspectionRecord hold the hidden danger as the same fields', () => {
    expect(twins).toEqual([
      'hiddenName',
      'companyId',
      'companyName',
      'hiddenLevel',
      'description',
      'rectifyStatus',
    ]);
    for (const name of twins)
      expect(identity(fieldOf(records[0]!.spec, name)), name).toEqual(
        identity(fieldOf(records[1]!.spec, name)),
      );
  });

  it("each record's twin fields are the builder's, its company its own entry", () => {
    for (const { spec, company } of records) {
      const built = checkRecordFields(company);
      for (const name of twins) {
        const field = fieldOf(spec, name);
        const made = (built[name as keyof typeof built] as (options?: object) => FieldSpec)();
        expect(identity(field), `${spec.name} ${name}`).toEqual(identity(made as FieldSpec));
      }
      expect(fieldOf(spec, 'companyId').ref).toBe(company);
    }
  });

  it('the comparison sees a difference when one twin drifts', () => {
    const drifted = { ...fieldOf(records[1]!.spec, 'hiddenLevel'), text: { zh: '隐患级别', en: 'Level' } };
    expect(identity(drifted)).not.toEqual(identity(fieldOf(records[0]!.spec, 'hiddenLevel')));
  });
});
