import { uploadedFile } from '@nbxt/core/form/fill.ts';
import { answerText } from '@nbxt/core/form/form-data.ts';
import { describe, expect, it } from 'vitest';

describe('answers as shown in the data list', () => {
  it('a switch answer shows its label, not its raw value', () => {
    const plain = { type: 'switch', prop: 's', label: '是否党员' };
    expect(answerText(plain, '0', 'zh')).toBe('否');
    expect(answerText(plain, 0, 'zh')).toBe('否');
    expect(answerText(plain, '1', 'zh')).toBe('是');
    expect(answerText(plain, '1', 'en')).toBe('On');
    const labelled = {
      ...plain,
      dicData: [
        { label: '不是', value: 0 },
        { label: '是的', value: 1 },
      ],
    };
    expect(answerText(labelled, 0, 'zh')).toBe('不是');
    expect(answerText(labelled, '1', 'zh')).toBe('是的');
    // A value that is neither of the pair is shown as it is.
    expect(answerText(plain, 'x', 'zh')).toBe('x');
  });
});

describe('an uploaded file is named as it was chosen', () => {
  const field = { type: 'upload', prop: 'f' };
  it("takes BladeX's originalName over the stored object's name (an attachment id)", () => {
    const reply = {
      link: '/api/sandbox-file/9001',
      name: 'upload/20261129/9001.pdf',
      originalName: '走访记录.pdf',
      attachId: '9001',
    };
    expect(uploadedFile(field, reply, 'x.pdf')).toEqual({
      name: '走访记录.pdf',
      url: '/api/sandbox-file/9001',
    });
  });
  it("without one, the stored name's last part", () => {
    expect(uploadedFile(field, { link: '/l/1', name: 'upload/2026/a.png' }, 'x')).toEqual({
      name: 'a.png',
      url: '/l/1',
    });
  });
});

describe('an upload answer in a list cell', () => {
  it('shows its files by name, whatever shape keeps them', () => {
    const field = { type: 'upload', prop: 'f', props: { label: 'name', value: 'url' } };
    expect(
      answerText(field, [
        { name: '合同.pdf', url: '/api/sandbox-file/1' },
        { name: '现场.png', url: '/api/sandbox-file/2' },
      ]),
    ).toBe('合同.pdf | 现场.png');
    expect(answerText({ type: 'upload', prop: 'f' }, [{ label: '现场.png', value: '/f/2' }])).toBe(
      '现场.png',
    );
    expect(answerText({ type: 'upload', prop: 'f' }, 'http://x/a.png,http://x/b.pdf')).toBe('a.png | b.pdf');
  });
});
