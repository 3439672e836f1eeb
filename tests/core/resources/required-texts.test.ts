import { describe, expect, it } from 'vitest';
import { resource, text } from '../../../core/src/resources/define.ts';
import { specMessages } from '../../../core/src/resources/labels.ts';
import { registry } from '../../../core/src/resources/registry.ts';

/** The generic required texts the registry declares (forms-and-survey.md §5.3: pickers ask to choose). */
describe('required texts of registry fields', () => {
  const visit = resource('req-visit', {
    path: '/req/visit',
    zh: '走访',
    en: 'Visits',
    fields: [
      text('resident', '居民姓名', 'Resident', { required: true }),
      text('tenantId', '所属租户', 'Tenant', { ref: 'tenant', refKey: 'tenantId', required: true }),
      text('deptId', '所属部门', 'Department', { ref: 'dept', required: true }),
      text('kind', '走访类型', 'Kind', { choices: [{ value: '1', zh: '上门', en: 'Home' }], required: true }),
      text('state', '状态', 'State', { dict: 'visit_state', required: true }),
    ],
  });
  const messages = specMessages([visit]);
  const asked = (field: string) => messages[`req-visit.${field}.required`];

  it('a typed field asks to enter it', () => {
    expect(asked('resident')).toEqual({ zh: '请输入居民姓名', en: 'Enter resident' });
  });

  it("a reference, a dictionary's or its own choices ask to choose", () => {
    expect(asked('tenantId')).toEqual({ zh: '请选择所属租户', en: 'Choose tenant' });
    expect(asked('deptId')).toEqual({ zh: '请选择所属部门', en: 'Choose department' });
    expect(asked('kind')).toEqual({ zh: '请选择走访类型', en: 'Choose kind' });
    expect(asked('state')).toEqual({ zh: '请选择状态', en: 'Choose state' });
  });

  it("every required reference picker of the registry asks to choose (the task authorisations' tenants)", () => {
    const all = specMessages(Object.values(registry));
    const pickers = Object.values(registry).flatMap((spec) =>
      spec.fields.filter((f) => f.ref && f.required === `${f.label}.required`),
    );
    expect(pickers.map((f) => f.label)).toContain('task-authorize.fromTenantId');
    for (const f of pickers) expect(all[f.required!]!.zh, f.label).toBe(`请选择${f.text.zh}`);
  });
});
