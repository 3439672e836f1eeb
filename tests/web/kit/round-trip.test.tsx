// @vitest-environment happy-dom
import { type Row, saveCall } from '@nbxt/core/crud/client.ts';
import { wireFormat } from '@nbxt/core/resources/date-format.ts';
import { formFields } from '@nbxt/core/resources/form-values.ts';
import { buildRequest } from '@nbxt/core/resources/operations.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FieldWidgetsProvider } from '../../../web/src/kit/field-widgets.tsx';
import { RecordForm } from '../../../web/src/kit/RecordForm.tsx';
import { RegionField } from '../../../web/src/kit/RegionPicker.tsx';
import { setupDom } from '../form-renderer/setup.tsx';
import { fakeGateway, renderWith } from './harness.tsx';

beforeAll(setupDom);
afterEach(cleanup);

/** A householder's stored area: the §3.2 object, five levels with their names. */
const fiveLevels = {
  province: '330000',
  city: '330200',
  district: '330281',
  street: '330281106',
  village: '330281106201',
  value: ['330000', '330200', '330281', '330281106', '330281106201'],
  label: ['浙江省', '宁波市', '余姚市', '小曹娥镇', '建民村委会'],
};

/** A day and time in the field's wire format (BladeX's texts by default). */
function wireText(field: FieldSpec): string {
  const format = wireFormat(field) ?? 'YYYY-MM-DD';
  return format
    .replace('YYYY', '2026')
    .replace('MM', '03')
    .replace('DD', '04')
    .replace('HH', '05')
    .replace('mm', '06')
    .replace('ss', '07');
}

/** A stored value of every shape a registry field holds, as the server would give it. */
function storedValue(field: FieldSpec, index: number): unknown {
  if (field.choices) {
    const value = field.choices[index % field.choices.length]!.value;
    // A switch or code of a number field comes back as a number ('0'/'1' choices of a status).
    return field.type === 'number' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  if (field.ref) return field.multiple ? '1700000000000000001,1700000000000000002' : '1700000000000000001';
  if (field.dict) return field.type === 'number' ? 1 : '1';
  switch (field.kind) {
    case 'area':
      return fiveLevels;
    case 'idcard':
      return '11010519491231002X';
    case 'mobile':
    case 'phone':
      return '13812345678';
    case 'money':
      return 1234.5;
    case 'email':
      return 'li.si@example.cn';
    case 'image':
      // An upload: the file keeps its name and address.
      return [{ name: '现场照片.jpg', url: 'https://oss.example.com/nbxt/a/现场照片.jpg' }];
    case 'content':
      return '<p>第一段<strong>加粗</strong></p><ul><li>一</li></ul>';
    case 'year':
      return field.type === 'number' ? 2026 : '2026';
    case 'month':
      return '2026-03';
  }
  switch (field.type) {
    case 'number':
      return 42;
    case 'date':
    case 'datetime':
      return wireText(field);
    case 'cron':
      return '0 0 12 * * ?';
    case 'boolean':
      return true;
  }
  return `${field.text.zh}的值`;
}

/** An answer to a read: an empty page, no dictionaries, the provinces, else an empty list (trees). */
function emptyRead(path: string): unknown {
  if (path.endsWith('/page')) return { records: [], total: 0, current: 1, size: 10, pages: 0 };
  // The provinces: a new region picker would start on 浙江省; an edited empty one must not.
  if (path.endsWith('/area/nbxtarea/lazy-list')) return [{ code: '330000', name: '浙江省' }];
  if (path.endsWith('/dictionary/all')) return {};
  return [];
}

// Every entry with a call that adds and edits it (the standard submit, a module's own save).
const editable = Object.values(registry).filter(
  (spec) => saveCall(spec) !== undefined && formFields(spec).length > 0,
);

function storedRecord(spec: ResourceSpec): Row {
  const record: Row = { [spec.idField]: '1800000000000000001' };
  for (const [i, f] of spec.fields.entries()) record[f.name] = storedValue(f, i);
  // Audit fields the server owns are read but never sent back.
  return { ...record, createTime: '2026-01-02 03:04:05', updateUser: '1123598821738675201' };
}

/** The same record with every field that is not required read as null (never filled in). */
function withOptionalEmpty(spec: ResourceSpec, record: Row): Row {
  const out: Row = { ...record };
  for (const f of spec.fields) if (!f.required) out[f.name] = null;
  return out;
}

describe('every registry entry with an edit form: open a stored record, save unchanged', () => {
  const cases = editable.flatMap((spec) => [
    [`${spec.name}, every field filled`, spec, storedRecord(spec)] as const,
    [`${spec.name}, its optional fields empty`, spec, withOptionalEmpty(spec, storedRecord(spec))] as const,
  ]);
  it.each(cases)('%s: sends back what was read, field by field', async (_name, spec, record) => {
    const gateway = fakeGateway(
      {},
      {
        // Saves succeed; reads answer empty (dictionaries, pickers' records).
        otherwise: (req) => (req.method === 'GET' ? emptyRead(req.url.pathname) : true),
      },
    );
    const id = String(record[spec.idField]);
    let saved: Row | undefined;
    renderWith(
      gateway,
      <FieldWidgetsProvider widgets={{ area: RegionField }}>
        <RecordForm
          spec={spec}
          id={id}
          record={record}
          loaded={record}
          onSaved={(body) => {
            saved = body;
          }}
          onCancel={() => {}}
        />
      </FieldWidgetsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: '修改' }));
    await waitFor(() => expect(saved).toBeDefined());
    const save = buildRequest(spec, saveCall(spec)!, record);
    const sent = gateway.requests.filter(
      (r) => r.method === save.method && r.url.pathname === `/api${save.path}`,
    );
    expect(sent).toHaveLength(1);
    // What the save sent: its JSON body and the arguments its call takes in the query (a form's owner).
    const body = JSON.parse(String(sent[0]!.body)) as Row;
    for (const [name, param] of Object.entries(save.operation.params))
      if (param.in === 'query' && sent[0]!.url.searchParams.has(name))
        body[name] = sent[0]!.url.searchParams.get(name);
    expect(body).toEqual(saved);
    const fields = formFields(spec);
    for (const f of fields) expect({ [f.name]: body[f.name] }).toEqual({ [f.name]: record[f.name] });
    expect(Object.keys(body).sort()).toEqual([spec.idField, ...fields.map((f) => f.name)].sort());
    expect(body[spec.idField]).toBe(id);
  });
});
