// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetDictionaries } from '../../../web/src/form-renderer/dictionary.ts';
import { renderForm, setupDom } from './setup.tsx';

beforeAll(setupDom);
afterEach(() => {
  cleanup();
  forgetDictionaries();
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('text fields', () => {
  it('show their values and report avue shapes: text, password, textarea, url and number', () => {
    const form = renderForm(
      {
        column: [
          { type: 'input', prop: 'name', label: '姓名' },
          { type: 'password', prop: 'pw', label: '密码' },
          { type: 'textarea', prop: 'memo', label: '备注' },
          { type: 'url', prop: 'site', label: '网址' },
          { type: 'number', prop: 'age', label: '年龄', precision: 0 },
        ],
      },
      { name: '张三', pw: 'x1', memo: '第一行', site: 'http://a.b', age: 30 },
    );
    expect(input('姓名').value).toBe('张三');
    expect(input('密码').value).toBe('x1');
    expect(input('备注').value).toBe('第一行');
    expect(input('网址').value).toBe('http://a.b');
    expect(input('年龄').value).toBe('30');
    fireEvent.change(input('姓名'), { target: { value: '李四' } });
    expect(form.last()).toMatchObject({ name: '李四', pw: 'x1', age: 30 });
    fireEvent.change(input('年龄'), { target: { value: '41' } });
    expect(form.last()?.age).toBe(41);
  });

  it('keeps array and img values as lists, or joined text with dataType string', () => {
    const form = renderForm(
      {
        column: [
          { type: 'array', prop: 'tags', label: '标签' },
          { type: 'img', prop: 'pics', label: '图片', dataType: 'string' },
        ],
      },
      { tags: ['a', 'b'], pics: 'http://x/1.png' },
    );
    const tags = within(screen.getByRole('group', { name: '标签' }));
    expect(tags.getAllByRole('textbox').map((e) => (e as HTMLInputElement).value)).toEqual(['a', 'b']);
    fireEvent.click(tags.getByRole('button', { name: '添加一项' }));
    expect(form.last()?.tags).toEqual(['a', 'b', '']);
    const pics = within(screen.getByRole('group', { name: '图片' }));
    fireEvent.change(pics.getByRole('textbox', { name: '第 1 项' }), { target: { value: 'http://x/2.png' } });
    expect(form.last()?.pics).toBe('http://x/2.png');
    fireEvent.click(pics.getByRole('button', { name: '添加一项' }));
    fireEvent.change(pics.getByRole('textbox', { name: '第 2 项' }), { target: { value: 'http://x/3.png' } });
    expect(form.last()?.pics).toBe('http://x/2.png,http://x/3.png');
  });

  it('map: coordinates and address by hand, as [longitude, latitude, address]', () => {
    const form = renderForm(
      { column: [{ type: 'map', prop: 'loc', label: '位置' }] },
      { loc: [120.1, 30.2, '杭州'] },
    );
    const map = within(screen.getByRole('group', { name: '位置' }));
    expect((map.getByLabelText('地址') as HTMLInputElement).value).toBe('杭州');
    fireEvent.change(map.getByLabelText('地址'), { target: { value: '西湖' } });
    expect(form.last()?.loc).toEqual([120.1, 30.2, '西湖']);
  });
});

describe('choice fields', () => {
  const dic = [
    { label: '是', value: 1 },
    { label: '否', value: 0 },
  ];

  it('radio reports the item value with its type; checkbox a list, or joined with dataType string', () => {
    const form = renderForm(
      {
        column: [
          { type: 'radio', prop: 'ok', label: '合格', dicData: dic },
          { type: 'checkbox', prop: 'many', label: '多选', dicData: dic },
          { type: 'checkbox', prop: 'joined', label: '拼接', dataType: 'string', dicData: dic },
        ],
      },
      { ok: 1 },
    );
    const ok = within(screen.getByRole('radiogroup', { name: '合格' }));
    expect((ok.getByLabelText('是') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(ok.getByLabelText('否'));
    expect(form.last()?.ok).toBe(0);
    fireEvent.click(within(screen.getByRole('group', { name: '多选' })).getByLabelText('否'));
    expect(form.last()?.many).toEqual([0]);
    const joined = within(screen.getByRole('group', { name: '拼接' }));
    fireEvent.click(joined.getByLabelText('是'));
    fireEvent.click(joined.getByLabelText('否'));
    expect(form.last()?.joined).toBe('1,0');
  });

  it('maps items through props and shows the chosen label in a select', () => {
    renderForm(
      {
        column: [
          {
            type: 'select',
            prop: 'city',
            label: '城市',
            props: { label: 'name', value: 'code' },
            dicData: [
              { name: '杭州', code: '3301' },
              { name: '宁波', code: '3302' },
            ],
          },
        ],
      },
      { city: '3302' },
    );
    expect(input('城市').value).toBe('宁波');
  });

  it('loads a remote dictionary through the client: dicUrl, dicMethod and dicQuery', async () => {
    const form = renderForm(
      {
        column: [
          {
            type: 'select',
            prop: 'kind',
            label: '类型',
            dicUrl: '/api/blade-system/dict/dictionary?code=kind',
            dicMethod: 'get',
            dicQuery: { tenant: '000000' },
            props: { label: 'dictValue', value: 'dictKey' },
          },
          {
            type: 'radio',
            prop: 'level',
            label: '级别',
            dicUrl: '/api/demo/levels',
            dicMethod: 'post',
            dicQuery: { scope: 'all' },
          },
        ],
      },
      { kind: '2' },
      {
        mode: 'detail',
        routes: {
          'GET /blade-system/dict/dictionary': [
            { dictKey: '1', dictValue: '甲' },
            { dictKey: '2', dictValue: '乙' },
          ],
          'POST /demo/levels': { records: [{ label: '高', value: 'h' }] },
        },
      },
    );
    expect(await screen.findByText('乙')).toBeTruthy();
    const [get] = form.gateway.sent('GET /blade-system/dict/dictionary');
    expect(Object.fromEntries(get!.url.searchParams)).toEqual({ code: 'kind', tenant: '000000' });
    await waitFor(() => expect(form.gateway.sent('POST /demo/levels')).toHaveLength(1));
    expect(JSON.parse(String(form.gateway.sent('POST /demo/levels')[0]!.body))).toEqual({ scope: 'all' });
  });

  it('a cascading child (rel) asks its dictionary with the parent value in {{key}}', async () => {
    const form = renderForm(
      {
        column: [
          {
            type: 'select',
            prop: 'province',
            label: '省',
            cascaderItem: ['city'],
            dicData: [{ label: '浙江', value: '33' }],
          },
          { type: 'select', prop: 'city', label: '市', dicUrl: '/api/region/children?parentCode={{key}}' },
        ],
      },
      { province: '33', city: '3301' },
      { mode: 'detail', routes: { 'GET /region/children': [{ label: '杭州市', value: '3301' }] } },
    );
    expect(await screen.findByText('杭州市')).toBeTruthy();
    expect(form.gateway.sent('GET /region/children')[0]!.url.searchParams.get('parentCode')).toBe('33');
  });
});

describe('switch, rate, slider, colour', () => {
  it("switch gives '0' and '1' (or its dicData's values)", () => {
    const form = renderForm(
      {
        column: [
          { type: 'switch', prop: 's', label: '启用' },
          {
            type: 'switch',
            prop: 't',
            label: '状态',
            dicData: [
              { label: '关', value: false },
              { label: '开', value: true },
            ],
          },
        ],
      },
      { s: '0' },
    );
    const s = screen.getByRole('switch', { name: '启用' }) as HTMLInputElement;
    expect(s.checked).toBe(false);
    fireEvent.click(s);
    expect(form.last()?.s).toBe('1');
    fireEvent.click(s);
    expect(form.last()?.s).toBe('0');
    fireEvent.click(screen.getByRole('switch', { name: '状态' }));
    expect(form.last()?.t).toBe(true);
  });

  it('rate shows its score with the text of that score, each star named by its text', () => {
    renderForm(
      {
        column: [
          {
            type: 'rate',
            prop: 'r',
            label: '评价',
            showText: true,
            texts: ['极差', '失望', '一般', '满意', '惊喜'],
          },
        ],
      },
      { r: 3 },
    );
    expect(screen.getByText('一般')).toBeTruthy();
    expect((screen.getByLabelText('一般') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByLabelText('惊喜')).toBeTruthy();
  });

  it('colour keeps its text', () => {
    const form = renderForm({ column: [{ type: 'color', prop: 'c', label: '颜色' }] }, { c: '#409eff' });
    expect(input('颜色').value).toBe('#409eff');
    fireEvent.change(input('颜色'), { target: { value: '#ff0000' } });
    expect(form.last()?.c).toBe('#ff0000');
  });
});

describe('upload', () => {
  it('puts the file to the storage endpoint and keeps the link in the value through propsHttp', async () => {
    const form = renderForm(
      {
        column: [
          {
            type: 'upload',
            prop: 'files',
            label: '附件',
            propsHttp: { res: 'data', url: 'link', name: 'originalName' },
            data: { bucket: 'b1' },
            limit: 2,
            canvasOption: { text: '水印', opacity: 50 },
          },
        ],
      },
      { files: ['http://x/old.pdf'] },
      {
        routes: {
          'POST /blade-resource/oss/endpoint/put-file': { link: 'http://x/new.pdf', originalName: 'new.pdf' },
        },
      },
    );
    const group = screen.getByRole('group', { name: '附件' });
    const picker = group.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['hello'], 'new.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(picker, { target: { files: [file] } });
    });
    await waitFor(() => expect(form.last()?.files).toEqual(['http://x/old.pdf', 'http://x/new.pdf']));
    const [sent] = form.gateway.sent('POST /blade-resource/oss/endpoint/put-file');
    expect(sent).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'new.pdf' })).toBeTruthy();
  });

  it('a new file keeps its name and address ({label, value}, or the keys props names); files left keep their entries', async () => {
    const stored = { name: '合同.pdf', url: 'http://x/1700000000000000101.pdf', size: 2048 };
    const form = renderForm(
      {
        column: [
          {
            type: 'upload',
            prop: 'files',
            label: '附件',
            props: { label: 'name', value: 'url' },
            propsHttp: { res: 'data', url: 'link', name: 'originalName' },
          },
          { type: 'upload', prop: 'plain', label: '照片' },
        ],
      },
      { files: [stored] },
      {
        routes: {
          'POST /blade-resource/oss/endpoint/put-file': {
            link: 'http://x/1700000000000000102.png',
            originalName: '现场照片.png',
          },
        },
      },
    );
    expect(await screen.findByRole('link', { name: '合同.pdf' })).toBeTruthy();
    const [first, second] = [...document.querySelectorAll('input[type=file]')] as HTMLInputElement[];
    await act(async () => {
      fireEvent.change(first!, {
        target: { files: [new File(['x'], '现场照片.png', { type: 'image/png' })] },
      });
    });
    await waitFor(() =>
      expect(form.last()?.files).toEqual([
        stored,
        { name: '现场照片.png', url: 'http://x/1700000000000000102.png' },
      ]),
    );
    await act(async () => {
      fireEvent.change(second!, {
        target: { files: [new File(['x'], '现场照片.png', { type: 'image/png' })] },
      });
    });
    await waitFor(() =>
      expect(form.last()?.plain).toEqual([
        { label: '现场照片.png', value: 'http://x/1700000000000000102.png' },
      ]),
    );
    // Removing a file leaves the others' entries as they were read.
    fireEvent.click(screen.getAllByRole('button', { name: '移除 现场照片.png' })[0]!);
    await waitFor(() => expect(form.last()?.files).toEqual([stored]));
  });

  it('refuses a file over fileSize without sending it', async () => {
    const form = renderForm(
      { column: [{ type: 'upload', prop: 'f', label: '附件', fileSize: 3 }] },
      {},
      { routes: { 'POST /blade-resource/oss/endpoint/put-file': { link: 'http://x/a' } } },
    );
    const picker = document.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(picker, { target: { files: [new File(['too long'], 'big.txt')] } });
    });
    expect(await screen.findByText('文件 big.txt 大小不能超过 3B')).toBeTruthy();
    expect(form.gateway.sent('POST /blade-resource/oss/endpoint/put-file')).toHaveLength(0);
  });
});

describe('dates', () => {
  it('show their values once the pickers load', async () => {
    renderForm(
      {
        column: [
          { type: 'date', prop: 'd', label: '日期', valueFormat: 'yyyy-MM-dd', format: 'yyyy-MM-dd' },
          { type: 'time', prop: 't', label: '时间' },
          { type: 'datetime', prop: 'dt', label: '时刻', format: 'yyyy-MM-dd HH:mm:ss' },
        ],
      },
      { d: '2024-05-06', t: '08:30:00', dt: '2024-05-06 08:30:00' },
    );
    // The pickers' chunk loads on first use (as in the console): wait for it, however long the import takes.
    const date = await screen.findByRole('button', { name: '日期' }, { timeout: 20_000 });
    expect(date.textContent).toContain('2024-05-06');
    expect((screen.getByLabelText('时间') as HTMLInputElement).value).toMatch(/^08:30/);
    expect(screen.getByRole('button', { name: '时刻' }).textContent).toContain('2024-05-06 08:30:00');
  });

  it('a time range with only its start gives a one-item value, emptied a []', async () => {
    const form = renderForm({ column: [{ type: 'timerange', prop: 'tr', label: '时段' }] }, { tr: [] });
    const start = (await screen.findAllByLabelText('开始', {}, { timeout: 20_000 }))[0] as HTMLInputElement;
    fireEvent.change(start, { target: { value: '09:00:00' } });
    expect(form.last()?.tr).toEqual(['09:00:00']);
    const end = screen.getAllByLabelText('结束')[0] as HTMLInputElement;
    fireEvent.change(end, { target: { value: '10:00:00' } });
    expect(form.last()?.tr).toEqual(['09:00:00', '10:00:00']);
    fireEvent.change(start, { target: { value: '' } });
    fireEvent.change(end, { target: { value: '' } });
    expect(form.last()?.tr).toEqual([]);
  });
});
