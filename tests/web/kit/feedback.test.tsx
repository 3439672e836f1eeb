// @vitest-environment happy-dom
import { resource, text } from '@nbxt/core/resources/define.ts';
import { specMessages } from '@nbxt/core/resources/labels.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addAreaMessages } from '../../../web/src/base/i18n.ts';
import { FormScreen } from '../../../web/src/kit/FormScreen.tsx';
import { useLiveProblems } from '../../../web/src/kit/live-problems.ts';
import { RecordView } from '../../../web/src/kit/RecordView.tsx';
import { describedBy as description, fakeGateway, renderWith, setupTexts } from './harness.tsx';

/**
 * Feedback that tells the truth (issue 32), in the kit for every form: a field's message goes as soon as
 * the field is valid (the record forms, and the forms of their own through useLiveProblems); pictures are
 * shown as pictures wherever a record is shown, never as their raw addresses.
 */

afterEach(cleanup);

const visit = resource('kit-feedback', {
  path: '/kit/feedback',
  zh: '走访记录',
  en: 'Visits',
  fields: [
    text('resident', '居民姓名', 'Resident', { list: true, required: true }),
    text('photo', '现场照片', 'Photo', { kind: 'image' }),
  ],
});

beforeAll(async () => {
  await setupTexts();
  addAreaMessages(specMessages([visit]));
});

describe('a corrected field’s message goes at once', () => {
  it('in the record form: typed into, the required field’s message is gone before saving again', async () => {
    const gateway = fakeGateway({ 'POST /kit/feedback/submit': true });
    renderWith(gateway, <FormScreen resource={visit} onDone={() => {}} />);
    const resident = await screen.findByRole('textbox', { name: /居民姓名/ });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(description(resident)).toBe('请输入居民姓名'));
    await userEvent.type(resident, '李');
    expect(description(resident)).toBe('');
    expect(resident.getAttribute('aria-invalid')).toBeNull();
  });

  /** A form of its own, checked by a rule of core's kind (a name required). */
  function OwnForm({ sent }: { sent: string[] }) {
    const { t } = useTranslation();
    const [name, setName] = useState('');
    const { problems, attempt } = useLiveProblems(
      (value: string) => (value.trim() ? [] : [{ field: 'name', message: 'wechat.menu.nameRequired' }]),
      name,
    );
    const problem = problems.find((p) => p.field === 'name');
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (attempt().length === 0) sent.push(name);
        }}
      >
        <label>
          名称
          <input value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </label>
        {problem ? <p role="alert">{t(problem.message)}</p> : null}
        <button type="submit">保存</button>
      </form>
    );
  }

  it('in a form of its own (useLiveProblems): nothing before a try; then each message as the values are now', async () => {
    const sent: string[] = [];
    renderWith(fakeGateway({}), <OwnForm sent={sent} />);
    const input = screen.getByRole('textbox', { name: '名称' });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await userEvent.type(input, '联系我们');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.clear(input);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(input, '办事指南');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(sent).toEqual(['办事指南']);
  });
});

const PICTURES = ['https://oss.example.com/a/1.jpg', 'https://oss.example.com/a/2.jpg'];

/** Every registry entry with pictures, each image field holding two. */
const pictured = Object.values(registry).filter((spec) => spec.fields.some((f) => f.kind === 'image'));

describe('pictures are shown as pictures, with a preview', () => {
  it.each(pictured.map((spec) => [spec.name, spec] as const))('%s: its record view', async (_, spec) => {
    const images = spec.fields.filter((f) => f.kind === 'image');
    const record = Object.fromEntries(images.map((f) => [f.name, PICTURES.join(',')]));
    const { container } = renderWith(
      fakeGateway({}),
      <RecordView spec={spec} record={{ id: '1', ...record }} />,
    );
    for (const f of images) {
      const cell = container.querySelector<HTMLElement>(`[data-field="${f.name}"]`)!;
      expect(cell.textContent, 'no raw address').not.toContain('https://');
      expect(cell.querySelectorAll('img')).toHaveLength(2);
      expect(within(cell).getAllByRole('button', { name: /图片/ })).toHaveLength(2);
    }
  });

  it('a thumbnail opens the picture larger, with a link to the original', async () => {
    renderWith(fakeGateway({}), <RecordView spec={visit} record={{ id: '1', photo: PICTURES.join(',') }} />);
    await userEvent.click(screen.getByRole('button', { name: '查看现场照片第2张图片' }));
    const dialog = await screen.findByRole('dialog', { name: '现场照片' });
    expect(within(dialog).getByRole('img', { name: '现场照片' }).getAttribute('src')).toBe(PICTURES[1]);
    expect(within(dialog).getByRole('link', { name: '在新窗口打开原图' }).getAttribute('href')).toBe(
      PICTURES[1],
    );
  });

  it('the form shows the pictures of the addresses entered', async () => {
    renderWith(fakeGateway({}), <FormScreen resource={visit} onDone={() => {}} />);
    const photo = await screen.findByRole('textbox', { name: /现场照片/ });
    expect(screen.queryAllByRole('button', { name: /现场照片第/ })).toHaveLength(0);
    await userEvent.type(photo, PICTURES[0]!);
    expect(await screen.findByRole('button', { name: '查看现场照片第1张图片' })).toBeTruthy();
  });
});
