import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportForm, importForm } from '@nbxt/core/form/convert.ts';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliPath } from '../helpers/cli.ts';
import { runOffline } from '../helpers/cli-in-process.ts';

const fixtures = new URL('../../fixtures/forms/', import.meta.url).pathname;
const fixture = (name: string) => join(fixtures, name);
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nbxt-form-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const put = (name: string, content: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
};

describe('nbxt form export / import', () => {
  it('export prints the avue option of a designer form', async () => {
    const file = fixture('leave-request.designer.json');
    const result = await runOffline(['form', 'export', file]);
    expect(result.exitCode).toBe(0);
    const expected = exportForm(read(file));
    expect(expected.ok && JSON.parse(result.stdout)).toEqual(expected.ok && expected.value);
    expect(result.stderr).toBe('');
  });

  it('import writes the designer form to -o OUT', async () => {
    const file = fixture('household-visit.avue.json');
    const out = join(dir, 'designer.json');
    const result = await runOffline(['form', 'import', file, '-o', out]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('');
    const expected = importForm(read(file));
    expect(expected.ok && read(out)).toEqual(expected.ok && expected.value);
  });

  it('invalid input exits 1 naming the JSON path, without a stack trace', async () => {
    const file = put('bad.json', { column: [{ prop: 'a' }, 'oops'] });
    const result = await runOffline(['form', 'import', file]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`nbxt: ${file}: 非法配置: $.column[1] 应为对象\n`);
    const en = await runOffline([
      'form',
      'export',
      put('nocolumn.json', { labelWidth: 100 }),
      '--lang',
      'en',
    ]);
    expect(en.exitCode).toBe(1);
    expect(en.stderr).toContain('Invalid configuration: $.column expected a list');
  });

  it('a file that is not JSON gives line and column', async () => {
    const file = put('syntax.json', '{\n  "column": [\n    1 2\n  ]\n}');
    const result = await runOffline(['form', 'export', file]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(`nbxt: ${file}: JSON 格式错误：缺少逗号（第 3 行，第 7 列）\n`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    const en = await runOffline(['form', 'export', file, '--lang', 'en']);
    expect(en.stderr).toBe(`nbxt: ${file}: Invalid JSON: a comma is missing (line 3, column 7)\n`);
  });

  it('accepts a leading UTF-8 byte-order mark (import, export, check and fmt)', async () => {
    const option = read(fixture('family-housing.avue.json'));
    const file = put('bom.json', `\uFEFF${JSON.stringify(option, null, 2)}`);
    const imported = await runOffline(['form', 'import', file]);
    expect(imported.stderr).toBe('');
    expect(JSON.parse(imported.stdout)).toEqual((importForm(option) as { value: unknown }).value);
    expect((await runOffline(['form', 'check', file])).stdout).toBe('1 file checked: 0 errors, 0 warnings\n');
    expect((await runOffline(['form', 'fmt', file])).stdout).toBe(`${JSON.stringify(option, null, 2)}\n`);
    const designer = put('bom-designer.json', `\uFEFF${imported.stdout}`);
    expect(JSON.parse((await runOffline(['form', 'export', designer])).stdout)).toEqual(option);
    // Positions count from the first character after the mark.
    const broken = put('bom-broken.json', '\uFEFF{"column": [}');
    expect((await runOffline(['form', 'check', broken])).stdout.split('\n')[0]).toBe(
      `${broken}:1:13: error: JSON 格式错误：缺少值 ($) [form.check.json]`,
    );
  });

  it('a missing file exits 1 with one sentence', async () => {
    const result = await runOffline(['form', 'export', join(dir, 'nope.json')]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toMatch(/^nbxt: .*nope\.json: no such file\n$/);
  });

  it('--stdin converts one JSON document per line into one JSON line each', async () => {
    const a = read(fixture('family-housing.avue.json'));
    const b = read(fixture('dictionaries.avue.json'));
    const input = `${JSON.stringify(a)}\n${JSON.stringify(b)}\r\n`;
    const result = await runOffline(['form', 'import', '--stdin'], { input });
    expect(result.exitCode).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual(
      [a, b].map((x) => (importForm(x) as { value: unknown }).value),
    );
    const back = await runOffline(['form', 'export', '--stdin'], { input: result.stdout });
    expect(
      back.stdout
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([a, b]);
  });

  it('--stdin reports bad lines in place and exits 1', async () => {
    const input = ['{"column":[]}', '{"column":{}}', 'not json', '{"column":[{"prop":"x"}]}'].join('\n');
    const result = await runOffline(['form', 'export', '--stdin'], { input });
    expect(result.exitCode).toBe(1);
    const lines = result.stdout
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { column: [] },
      { error: { line: 2, message: '非法配置: $.column 应为数组', path: '$.column' } },
      { error: { line: 3, message: 'JSON 格式错误：此处不能出现该字符（第 1 行，第 1 列）' } },
      { column: [{ prop: 'x' }] },
    ]);
  });

  it('--stdin answers blank lines too (one line out per line in, in order)', async () => {
    const input = ['{"column":[]}', '', '  ', '{"column":[{"prop":"x"}]}'].join('\n');
    const result = await runOffline(['form', 'export', '--stdin'], { input });
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split('\n').map((l) => (l ? JSON.parse(l) : l))).toEqual([
      { column: [] },
      { error: { line: 2, message: '空行：没有 JSON 文档' } },
      { error: { line: 3, message: '空行：没有 JSON 文档' } },
      { column: [{ prop: 'x' }] },
      '',
    ]);
  });

  it('--stdin ends quietly when the reader goes away (| head -1), without EPIPE', async () => {
    const line = JSON.stringify(read(fixture('leave-request.designer.json')));
    // About 10 MB out: far more than the pipe (64 KB) holds once head has gone, so the writes after the
    // first line meet a closed pipe (the half-gigabyte this once wrote only took longer to prove it).
    const many = put('many.ndjson', `${line}\n`.repeat(4_000));
    const result = await execa(
      'sh',
      ['-c', `"${process.execPath}" "${cliPath}" form export --stdin < "${many}" | head -1`],
      {
        reject: false,
        env: { CI: '1' },
      },
    );
    expect(result.stderr).toBe('');
    expect(result.stdout.split('\n')).toHaveLength(1);
    expect(JSON.parse(result.stdout)).toEqual((exportForm(JSON.parse(line)) as { value: unknown }).value);
    expect(result.exitCode).toBe(0);
  });

  it('usage errors exit 2', async () => {
    expect((await runOffline(['form', 'export'])).exitCode).toBe(2);
    expect((await runOffline(['form', 'export', 'a.json', '--stdin'])).exitCode).toBe(2);
  });
});

describe('nbxt form check', () => {
  it('a clean file exits 0 with a summary', async () => {
    const result = await runOffline(['form', 'check', fixture('household-visit.avue.json')]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('1 file checked: 0 errors, 0 warnings\n');
  });

  it('text format: file, line, column, severity, message, path and rule; exit 1 on an error', async () => {
    const file = put(
      'problems.json',
      '{\n  "labelWidth": 300,\n  "column": [\n    { "prop": "a", "type": "silder" },\n    { "prop": "a" }\n  ]\n}\n',
    );
    const result = await runOffline(['form', 'check', file]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe(
      [
        `${file}:4:20: error: 未知的字段类型：silder ($.column[0].type) [form.check.unknownType]`,
        `${file}:5:7: error: 属性值 a 重复（首次出现于 $.column[0].prop） ($.column[1].prop) [form.check.propDuplicate]`,
        `${file}:2:3: warning: 标签宽度应为 80 到 200 之间 10 的倍数 ($.labelWidth) [form.check.labelWidth]`,
        '1 file checked: 2 errors, 1 warning',
        '',
      ].join('\n'),
    );
  });

  it('warnings alone exit 0', async () => {
    const file = put('warn.json', { column: [{ prop: 'a', span: 4 }] });
    expect((await runOffline(['form', 'check', file])).exitCode).toBe(0);
  });

  it('github format prints workflow annotations', async () => {
    const file = put('gh.json', '{"column": [{"type": "upload", "prop": "u", "limit": 0}]}');
    const result = await runOffline(['form', 'check', '--format', 'github', '--lang', 'en', file]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toBe(
      `::error file=${file},line=1,col=45::The upload limit must be at least 1 ($.column[0].limit)\n`,
    );
  });

  it('json format (and --json) gives one document with every problem and the implied rules', async () => {
    const file = put('j.json', { column: [{ prop: 'n', label: '姓名', required: true, pattern: '(' }] });
    for (const args of [['--format', 'json'], ['--json']]) {
      const result = await runOffline(['form', 'check', ...args, file]);
      expect(result.exitCode).toBe(1);
      const report = JSON.parse(result.stdout);
      expect(report).toMatchObject({ errors: 1, warnings: 0 });
      expect(report.files[0].problems).toEqual([
        {
          line: 7,
          column: 7,
          severity: 'error',
          key: 'form.check.pattern',
          path: '$.column[0].pattern',
          message: '正则表达式无效：(',
        },
      ]);
      expect(report.files[0].rules[0].rules).toEqual([
        { required: true, message: '姓名必须填写' },
        { pattern: '(', message: '姓名格式不匹配' },
      ]);
    }
  });

  it('expands globs and directories', async () => {
    const result = await runOffline(['form', 'check', `${fixtures}*.avue.json`, fixtures]);
    const files = result.stdout.trimEnd().split('\n').at(-1);
    expect(files).toMatch(/^8 files checked: 0 errors, 0 warnings$/);
    expect(result.exitCode).toBe(0);
    const none = await runOffline(['form', 'check', join(dir, 'zzz*.json')]);
    expect(none.exitCode).toBe(1);
    expect(none.stderr).toMatch(/no files match/);
  });

  it('a syntax error is a located problem', async () => {
    const file = put('broken.json', '{"column": [}');
    const result = await runOffline(['form', 'check', file]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split('\n')[0]).toBe(
      `${file}:1:13: error: JSON 格式错误：缺少值 ($) [form.check.json]`,
    );
  });
});

describe('nbxt form fmt', () => {
  const source = { column: [{ prop: 'a', 'data-x': '12', label: "It's" }] };

  it('prints JSON by default', async () => {
    const file = put('fmt.json', JSON.stringify(source));
    const result = await runOffline(['form', 'fmt', file]);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe(`${JSON.stringify(source, null, 2)}\n`);
  });

  it('JS literal with the beautify options', async () => {
    const file = put('fmt2.json', JSON.stringify(source));
    const result = await runOffline([
      'form',
      'fmt',
      file,
      '--indent',
      '1',
      '--quotes',
      'single',
      '--unquote-keys',
      '--unquote-numbers',
    ]);
    expect(result.stdout).toBe(
      "{\n column: [\n  {\n   prop: 'a',\n   'data-x': 12,\n   label: 'It\\'s'\n  }\n ]\n}\n",
    );
  });

  it('--write rewrites the file', async () => {
    const file = put('fmt3.json', JSON.stringify(source));
    const result = await runOffline(['form', 'fmt', file, '--indent', '4', '--write']);
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(`${JSON.stringify(source, null, 4)}\n`);
  });

  it('refuses an indent outside 1 to 4 (exit 2)', async () => {
    const file = put('fmt4.json', '{}');
    const result = await runOffline(['form', 'fmt', file, '--indent', '5']);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain('--indent must be 1 to 4');
  });
});

describe('long integer IDs', () => {
  it('keep their digits and their number type through export, import and fmt', async () => {
    const text =
      '{"column":[{"type":"select","prop":"s","dicData":[{"label":"A","value":1123598813738675201}]}]}';
    const file = put('ids.json', text);
    const imported = await runOffline(['form', 'import', file]);
    expect(imported.stdout).toContain('"value": 1123598813738675201');
    const fmt = await runOffline(['form', 'fmt', file, '--quotes', 'single', '--unquote-keys']);
    expect(fmt.stdout).toContain('value: 1123598813738675201');
    const stdin = await runOffline(['form', 'export', '--stdin'], { input: `${text}\n` });
    expect(stdin.stdout).toBe(`${text}\n`);
  });
});

describe('nbxt form: groups only, and values nested too deeply', () => {
  const groupOnly = {
    detail: true,
    labelWidth: 110,
    group: [
      { label: '用户信息', prop: 'jbxx', column: [{ label: '姓名', prop: 'name' }] },
      { label: '退款申请', prop: 'tksq', column: [{ label: '金额', prop: 'money' }] },
    ],
  };

  it('a definition with group and no column goes through import, export, check and fmt', async () => {
    const file = put('group-only.json', groupOnly);
    expect(await runOffline(['form', 'check', file])).toMatchObject({ exitCode: 0 });
    const fmt = await runOffline(['form', 'fmt', file]);
    expect(fmt.exitCode).toBe(0);
    expect(JSON.parse(fmt.stdout)).toEqual(groupOnly);
    const designer = join(dir, 'group-only.designer.json');
    expect(await runOffline(['form', 'import', file, '-o', designer])).toMatchObject({ exitCode: 0 });
    const back = await runOffline(['form', 'export', designer]);
    expect(back.exitCode).toBe(0);
    expect(back.stdout).toBe(`${JSON.stringify(groupOnly, null, 2)}\n`);
  });

  it('a 10,000-deep value is refused with its JSON path and the limit (exit 1), by every command', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const file = put('deep.json', `{"column":[{"label":"A","prop":"a","value":${deep}}]}`);
    for (const command of ['check', 'import', 'export', 'fmt']) {
      const result = await runOffline(['form', command, file, '--lang', 'en']);
      expect(result.exitCode, command).toBe(1);
      expect(result.stderr + result.stdout, command).toMatch(
        /\$\.column\[0\]\.value\[0\]\[0\].*: nested deeper than 500 levels \(the limit\)/,
      );
      expect(result.stderr, command).not.toMatch(/call stack/i);
    }
  });
});
