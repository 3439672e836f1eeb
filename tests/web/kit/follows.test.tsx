// @vitest-environment happy-dom
import { formResource } from '@nbxt/core/modules/form-modules.ts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RecordForm } from '../../../web/src/kit/RecordForm.tsx';
import { fakeGateway, renderWith, setupTexts } from './harness.tsx';
import { page } from './synthetic.ts';

beforeAll(setupTexts);
afterEach(cleanup);

/** The application permission dialog (/app/nbxtAppPermission): its form key follows the form picked. */
const permissions = formResource('form-permission')!;
const forms = page([
  { id: '51', formName: '居民满意度调查', formKey: 'F1001' },
  { id: '52', formName: '垃圾分类评估', formKey: 'F1002' },
]);

describe('a field following a reference in a record form', () => {
  it('is shown, not typed, filled from the record picked and sent with it', async () => {
    const gateway = fakeGateway({
      'GET /app/nbxtapplicationform/page': forms,
      'POST /app/nbxtformpermission/submit': true,
    });
    let saved = 0;
    renderWith(
      gateway,
      <RecordForm
        spec={permissions}
        id={undefined}
        record={undefined}
        onSaved={() => saved++}
        onCancel={() => {}}
      />,
    );
    const key = screen.getByRole('textbox', { name: /表单标识/ }) as HTMLInputElement;
    expect(key.readOnly).toBe(true);
    // Nothing picked: the form is asked for, not its key.
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择表单')).toBeTruthy();
    expect(screen.queryByText('请输入表单标识')).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: /^表单$/ }));
    await userEvent.click(await screen.findByRole('option', { name: '垃圾分类评估', hidden: true }));
    await waitFor(() => expect(key.value).toBe('F1002'));
    await userEvent.click(screen.getByRole('combobox', { name: /^表单$/ }));
    await userEvent.click(await screen.findByRole('option', { name: '居民满意度调查', hidden: true }));
    await waitFor(() => expect(key.value).toBe('F1001'));
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toBe(1));
    const [sent] = gateway.sent('POST /app/nbxtformpermission/submit');
    expect(JSON.parse(String(sent!.body))).toMatchObject({ formId: '51', formKey: 'F1001' });
  });
});
