import { readdirSync, readFileSync } from 'node:fs';
import { checkForm, type FormProblem, hasErrors } from '@nbxt/core/form/check.ts';
import { checkFormText, lineIndex, parseDefinition, pathLocator } from '@nbxt/core/form/positions.ts';
import { locatedText, problemText } from '@nbxt/core/form/problem-text.ts';
import { impliedRules, requiredMessageKey } from '@nbxt/core/form/rules.ts';
import { fieldTypes } from '@nbxt/core/form/types.ts';
import { catalogue, translate } from '@nbxt/core/i18n/index.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { validateTreeNode } from '@nbxt/core/validate/tree-node.ts';
import { describe, expect, it } from 'vitest';

type Obj = Record<string, unknown>;
const problems = (definition: unknown): FormProblem[] => checkForm(definition).problems;
const keys = (definition: unknown) => problems(definition).map((p) => p.key);
const form = (...column: Obj[]) => ({ column });
/** The problems with the given key, as [path, severity]. */
const found = (definition: unknown, key: string) =>
  problems(definition)
    .filter((p) => p.key === key)
    .map((p) => [p.path, p.severity]);

describe('a clean definition has no problems', () => {
  it('every known type with sensible settings', () => {
    const column = fieldTypes
      .filter((t) => t !== 'group' && t !== 'dynamic')
      .map((type) => ({ type, prop: `f_${type}`, label: type, span: 12 }));
    expect(problems({ column, labelWidth: 120, gutter: 10 })).toEqual([]);
  });
});

describe('layout ranges', () => {
  it('span 8 to 24, not for sub-fields or groups', () => {
    expect(found(form({ prop: 'a', span: 7 }), 'form.check.span')).toEqual([
      [['column', 0, 'span'], 'warning'],
    ]);
    expect(found(form({ prop: 'a', span: 25 }), 'form.check.span')).toHaveLength(1);
    expect(found(form({ prop: 'a', span: 8 }, { prop: 'b', span: 24 }), 'form.check.span')).toEqual([]);
    expect(
      found(form({ type: 'group', prop: 'g', span: 4, children: { column: [] } }), 'form.check.span'),
    ).toEqual([]);
    const dynamic = form({
      type: 'dynamic',
      prop: 'd',
      children: { column: [{ prop: 'c', span: 2, width: 120 }] },
    });
    expect(found(dynamic, 'form.check.span')).toEqual([]);
  });

  it('label width 80 to 200 and gutter 0 to 60', () => {
    expect(found({ column: [], labelWidth: 70 }, 'form.check.labelWidth')).toEqual([
      [['labelWidth'], 'warning'],
    ]);
    expect(found({ column: [], labelWidth: '210' }, 'form.check.labelWidth')).toHaveLength(1);
    expect(found({ column: [], labelWidth: 200 }, 'form.check.labelWidth')).toEqual([]);
    expect(found({ column: [], gutter: 65 }, 'form.check.gutter')).toEqual([[['gutter'], 'warning']]);
    expect(found({ column: [], gutter: -5 }, 'form.check.gutter')).toHaveLength(1);
    expect(found({ column: [], gutter: 60 }, 'form.check.gutter')).toEqual([]);
  });

  it('label width in steps of 10 and gutter in steps of 5 (off-step values are reported)', () => {
    for (const labelWidth of [85, '125', 199, 120.5])
      expect(found({ column: [], labelWidth }, 'form.check.labelWidth')).toEqual([
        [['labelWidth'], 'warning'],
      ]);
    for (const labelWidth of [80, 130, '150', 200])
      expect(found({ column: [], labelWidth }, 'form.check.labelWidth')).toEqual([]);
    for (const gutter of [3, 12, '58', 0.5])
      expect(found({ column: [], gutter }, 'form.check.gutter')).toEqual([[['gutter'], 'warning']]);
    for (const gutter of [0, 5, '20', 60])
      expect(found({ column: [], gutter }, 'form.check.gutter')).toEqual([]);
    const [problem] = problems({ column: [], labelWidth: 125 });
    expect(translate(problem!.key, 'zh', problem!.params)).toBe('标签宽度应为 80 到 200 之间 10 的倍数');
    const [gutter] = problems({ column: [], gutter: 7 });
    expect(translate(gutter!.key, 'en', gutter!.params)).toBe('Gutter must be a multiple of 5 from 0 to 60');
  });

  it('sub-field width at least 100', () => {
    const definition = form({
      type: 'dynamic',
      prop: 'd',
      children: {
        column: [
          { prop: 'a', width: 99 },
          { prop: 'b', width: 100 },
        ],
      },
    });
    expect(found(definition, 'form.check.subfieldWidth')).toEqual([
      [['column', 0, 'children', 'column', 0, 'width'], 'warning'],
    ]);
    expect(found(form({ prop: 'top', width: 50 }), 'form.check.subfieldWidth')).toEqual([]);
  });
});

describe('field rules', () => {
  it('upload limit at least 1', () => {
    expect(found(form({ type: 'upload', prop: 'u', limit: 0 }), 'form.check.uploadLimit')).toEqual([
      [['column', 0, 'limit'], 'error'],
    ]);
    expect(found(form({ type: 'upload', prop: 'u', limit: 1 }), 'form.check.uploadLimit')).toEqual([]);
  });

  it('slider: min ≥ 0, min < max, step 1..max−min', () => {
    const slider = (extra: Obj) => form({ type: 'slider', prop: 's', ...extra });
    expect(keys(slider({ min: -1, max: 10 }))).toContain('form.check.sliderMin');
    expect(keys(slider({ min: 10, max: 10 }))).toContain('form.check.sliderRange');
    expect(keys(slider({ min: 0, max: 10, step: 0 }))).toContain('form.check.sliderStep');
    expect(keys(slider({ min: 0, max: 10, step: 11 }))).toContain('form.check.sliderStep');
    expect(found(slider({ min: 2, max: 10, step: 9 }), 'form.check.sliderStep')).toEqual([
      [['column', 0, 'step'], 'error'],
    ]);
    expect(problems(slider({ min: 0, max: 10, step: 10 }))).toEqual([]);
    expect(problems(slider({}))).toEqual([]);
  });

  it('textarea rows: min at least 1, max at least 2', () => {
    expect(keys(form({ type: 'textarea', prop: 't', minRows: 0, maxRows: 1 }))).toEqual([
      'form.check.minRows',
      'form.check.maxRows',
    ]);
    expect(problems(form({ type: 'textarea', prop: 't', minRows: 1, maxRows: 2 }))).toEqual([]);
  });

  it('precision 0 to 10', () => {
    expect(found(form({ type: 'number', prop: 'n', precision: 11 }), 'form.check.precision')).toEqual([
      [['column', 0, 'precision'], 'error'],
    ]);
    expect(found(form({ type: 'number', prop: 'n', precision: -1 }), 'form.check.precision')).toHaveLength(1);
    expect(problems(form({ type: 'number', prop: 'n', precision: 10 }))).toEqual([]);
  });

  it('multi-select limit 0 to the option count', () => {
    const dicData = [
      { label: 'a', value: 1 },
      { label: 'b', value: 2 },
    ];
    expect(
      found(form({ type: 'checkbox', prop: 'c', dicData, limit: 3 }), 'form.check.multipleLimit'),
    ).toEqual([[['column', 0, 'limit'], 'error']]);
    expect(
      found(
        form({ type: 'select', prop: 's', multiple: true, dicData, limit: 3 }),
        'form.check.multipleLimit',
      ),
    ).toHaveLength(1);
    expect(problems(form({ type: 'checkbox', prop: 'c', dicData, limit: 2 }))).toEqual([]);
    expect(problems(form({ type: 'select', prop: 's', dicData, limit: 0, multiple: true }))).toEqual([]);
  });

  it('rate texts capped by max (default 5)', () => {
    const texts = ['1', '2', '3', '4', '5', '6'];
    expect(found(form({ type: 'rate', prop: 'r', texts }), 'form.check.rateTexts')).toEqual([
      [['column', 0, 'texts'], 'error'],
    ]);
    expect(problems(form({ type: 'rate', prop: 'r', texts, max: 6 }))).toEqual([]);
    expect(keys(form({ type: 'rate', prop: 'r', texts: ['a', 'b', 'c'], max: 2 }))).toContain(
      'form.check.rateTexts',
    );
  });
});

describe('tree and cascader nodes', () => {
  it.each(['tree', 'cascader'])('%s: label and value required, values unique over the whole tree', (type) => {
    const definition = form({
      type,
      prop: 't',
      dicData: [
        {
          label: 'A',
          value: 1,
          children: [
            { label: '', value: 2 },
            { label: 'C', value: 1 },
          ],
        },
        { label: 'D' },
      ],
    });
    const list = problems(definition);
    expect(list.map((p) => [p.key, p.path])).toEqual([
      ['form.node.valueRequired', ['column', 0, 'dicData', 1]],
      ['form.node.labelRequired', ['column', 0, 'dicData', 0, 'children', 0]],
      ['form.node.valueDuplicate', ['column', 0, 'dicData', 0, 'children', 1, 'value']],
    ]);
    expect(list.map((p) => translate(p.key))).toEqual(['请输入value', '请输入label', 'value重复']);
  });

  it('reads avue options through props, designer forms through label/value', () => {
    const avue = form({
      type: 'tree',
      prop: 't',
      props: { label: 'name', value: 'id', children: 'sub' },
      dicData: [{ name: 'A', id: 1, sub: [{ name: 'B', id: 1 }] }],
    });
    expect(keys(avue)).toEqual(['form.node.valueDuplicate']);
    const designer = form({
      type: 'tree',
      prop: 't',
      dicOption: 'static',
      props: { label: 'name', value: 'id' },
      dicData: [{ label: 'A', value: 1 }],
    });
    expect(problems(designer)).toEqual([]);
  });

  it('1 and "1" are the same value (as in the node dialog)', () => {
    const definition = form({
      type: 'cascader',
      prop: 'c',
      dicData: [
        { label: 'A', value: 1, children: [{ label: 'B', value: '1' }] },
        { label: 'C', value: '2' },
        { label: 'D', value: 2 },
      ],
    });
    expect(found(definition, 'form.node.valueDuplicate')).toEqual([
      [['column', 0, 'dicData', 2, 'value'], 'error'],
      [['column', 0, 'dicData', 0, 'children', 0, 'value'], 'error'],
    ]);
    const tree = [{ label: 'A', value: 1 }];
    expect(validateTreeNode({ label: 'B', value: '1' }, tree).map((p) => p.message)).toEqual([
      'validate.treeNode.valueDuplicate',
    ]);
  });

  it('does not apply to other choice fields', () => {
    expect(problems(form({ type: 'select', prop: 's', dicData: [{ label: '' }] }))).toEqual([]);
  });
});

describe('placement rules', () => {
  it.each(['dynamic', 'ueditor', 'map', 'group'])('no %s inside a dynamic list', (type) => {
    const definition = form({
      type: 'dynamic',
      prop: 'd',
      children: { column: [{ type, prop: 'x', width: 100 }] },
    });
    expect(found(definition, 'form.check.notInDynamic')).toEqual([
      [['column', 0, 'children', 'column', 0], 'error'],
    ]);
  });

  it('no group entries inside a dynamic list either (avue shape)', () => {
    const definition = form({
      type: 'dynamic',
      prop: 'd',
      children: { column: [], group: [{ prop: 'g', column: [] }] },
    });
    expect(found(definition, 'form.check.notInDynamic')).toEqual([
      [['column', 0, 'children', 'group', 0], 'error'],
    ]);
  });

  it('no group inside a group (designer and avue shapes)', () => {
    const designer = form({
      type: 'group',
      prop: 'g',
      children: { column: [{ type: 'group', prop: 'h', children: { column: [] } }] },
    });
    expect(found(designer, 'form.check.groupInGroup')).toEqual([
      [['column', 0, 'children', 'column', 0], 'error'],
    ]);
    const avue = { column: [], group: [{ prop: 'g', column: [{ type: 'group', prop: 'h' }] }] };
    expect(found(avue, 'form.check.groupInGroup')).toEqual([[['group', 0, 'column', 0], 'error']]);
  });
});

describe('props, types and patterns', () => {
  it('duplicate props anywhere in the form (groups and sub-tables included)', () => {
    const definition = {
      column: [
        { prop: 'name' },
        { type: 'dynamic', prop: 'd', children: { column: [{ prop: 'name', width: 100 }] } },
      ],
      group: [{ prop: 'g', column: [{ prop: 'name' }] }],
    };
    const dups = problems(definition).filter((p) => p.key === 'form.check.propDuplicate');
    expect(dups.map((p) => p.path)).toEqual([
      ['column', 1, 'children', 'column', 0, 'prop'],
      ['group', 0, 'column', 0, 'prop'],
    ]);
    expect(dups[0]!.params).toEqual({ prop: 'name', first: '$.column[0].prop' });
  });

  it('a group without a prop is a warning: avue renders it (real options have such groups)', () => {
    const avue = { column: [], group: [{ label: '分组1', column: [{ prop: 'a' }] }] };
    expect(problems(avue).map((p) => [p.key, p.severity, p.path])).toEqual([
      ['form.check.groupPropMissing', 'warning', ['group', 0]],
    ]);
    const designer = form({ type: 'group', label: 'G', children: { column: [{ prop: 'a' }] } });
    expect(found(designer, 'form.check.groupPropMissing')).toEqual([[['column', 0], 'warning']]);
    expect(hasErrors(problems(designer))).toBe(false);
  });

  it('a field without a prop', () => {
    expect(found(form({ type: 'input' }, { prop: '  ' }), 'form.check.propMissing')).toEqual([
      [['column', 0], 'error'],
      [['column', 1], 'error'],
    ]);
  });

  it('unknown field types (misspelt too)', () => {
    expect(found(form({ type: 'silder', prop: 's' }), 'form.check.unknownType')).toEqual([
      [['column', 0, 'type'], 'error'],
    ]);
    expect(problems(form({ prop: 'no-type-is-input' }))).toEqual([]);
  });

  it('invalid pattern regular expressions, on the field and in its rules', () => {
    const definition = form({
      prop: 'a',
      pattern: '([a-z]',
      rules: [{ pattern: '\\d+' }, { pattern: '*x' }],
    });
    expect(found(definition, 'form.check.pattern')).toEqual([
      [['column', 0, 'pattern'], 'error'],
      [['column', 0, 'rules', 1, 'pattern'], 'error'],
    ]);
  });

  it('wrong kinds of nested known properties, lists and unions', () => {
    const definition = form({
      type: 'upload',
      prop: 'u',
      canvasOption: { opacity: '50', text: 'ok' },
      rules: [null, { required: 'yes' }],
      dataType: 'date',
      tipPlacement: 'middle',
      accept: 5,
      propsHttp: [],
    });
    expect(found(definition, 'form.check.property').map(([path]) => path)).toEqual([
      ['column', 0, 'dataType'],
      ['column', 0, 'rules', 1, 'required'],
      ['column', 0, 'tipPlacement'],
      ['column', 0, 'accept'],
      ['column', 0, 'propsHttp'],
      ['column', 0, 'canvasOption', 'opacity'],
    ]);
    expect(found(form({ type: 'select', prop: 's', dicData: 5 }), 'form.check.property')).toEqual([
      [['column', 0, 'dicData'], 'warning'],
    ]);
  });

  it('wrong types of known properties are warnings', () => {
    expect(found({ column: [], labelPosition: 'middle', menuBtn: 'yes' }, 'form.check.property')).toEqual([
      [['labelPosition'], 'warning'],
      [['menuBtn'], 'warning'],
    ]);
  });
});

describe('unusable definitions (非法配置)', () => {
  it.each([
    ['not an object', 42, []],
    ['no column list', {}, ['column']],
    ['a column entry that is not an object', { column: ['x'] }, ['column', 0]],
    ['a type that is not a string', { column: [{ type: 1, prop: 'a' }] }, ['column', 0, 'type']],
    ['a group list that is not a list', { column: [], group: 1 }, ['group']],
    [
      'group children that are not an object',
      { column: [{ type: 'group', prop: 'g', children: [] }] },
      ['column', 0, 'children'],
    ],
  ])('%s', (_name, definition, path) => {
    const invalid = problems(definition).filter((p) => p.key === 'form.invalid');
    expect(invalid.map((p) => p.path)).toEqual([path]);
    expect(invalid[0]!.severity).toBe('error');
    expect(translate(invalid[0]!.key)).toBe('非法配置');
    expect(hasErrors(invalid)).toBe(true);
  });
});

describe('implied validation rules (spec messages per type)', () => {
  it.each([
    ['input', '{l}必须填写'],
    ['textarea', '{l}必须填写'],
    ['rate', '{l}必须填写'],
    ['color', '{l}必须填写'],
    ['date', '{l}必须填写'],
    ['upload', '{l}必须填写'],
    ['ueditor', '{l}必须填写'],
    ['map', '{l}必须填写'],
    ['select', '请选择{l}'],
    ['radio', '请选择{l}'],
    ['checkbox', '请选择{l}'],
    ['cascader', '请选择{l}'],
    ['tree', '请选择{l}'],
    ['array', '请输入{l}'],
    ['address', '请输入{l}'],
  ])('required %s → %s', (type, message) => {
    expect(impliedRules({ type, prop: 'x', label: '姓名', required: true })).toEqual([
      { required: true, message: message.replace('{l}', '姓名') },
    ]);
  });

  it('a pattern adds a rule with {label}格式不匹配; nothing without required or pattern', () => {
    expect(impliedRules({ prop: 'p', label: '电话', pattern: '^1\\d{10}$' })).toEqual([
      { pattern: '^1\\d{10}$', message: '电话格式不匹配' },
    ]);
    expect(impliedRules({ prop: 'p', label: '电话' })).toEqual([]);
    expect(impliedRules({ prop: 'p', label: 'Phone', required: true }, 'en')).toEqual([
      { required: true, message: 'Phone is required' },
    ]);
    expect(requiredMessageKey('select')).toBe('form.rule.select');
  });

  it('the checker lists them with the field path', () => {
    expect(checkForm(form({ prop: 'a' }, { prop: 'b', label: 'B', required: true })).rules).toEqual([
      { path: ['column', 1], prop: 'b', rules: [{ required: true, message: 'B必须填写' }] },
    ]);
  });
});

describe('messages', () => {
  it('every form message is registered in the catalogue with zh and en', () => {
    for (const [key, message] of Object.entries(formMessages)) {
      expect(catalogue).toHaveProperty([key]);
      expect(message.zh.length).toBeGreaterThan(0);
      expect(message.en.length).toBeGreaterThan(0);
    }
  });

  it('every problem key the checker emits has a message', () => {
    const all = [
      form({ prop: 'a', span: 1 }, { prop: 'a' }, { type: 'zzz' }, { type: 'slider', prop: 's', min: -1 }),
      {
        column: [
          { type: 'dynamic', prop: 'd', children: { column: [{ type: 'map', prop: 'm', width: 1 }] } },
        ],
        labelWidth: 1,
        gutter: 99,
      },
    ];
    for (const definition of all)
      for (const problem of problems(definition)) expect(Object.hasOwn(formMessages, problem.key)).toBe(true);
  });

  it('the spec texts are verbatim', () => {
    expect(translate('form.preview.empty')).toBe('没有需要展示的内容');
    expect(translate('form.clear.empty')).toBe('没有需要清空的内容');
    expect(translate('form.invalid')).toBe('非法配置');
  });
});

describe('positions', () => {
  const text =
    '{\n  "labelWidth": 300,\n  "column": [\n    { "prop": "a" },\n    {\n      "prop": "a",\n      "span": 3\n    }\n  ]\n}\n';

  it('maps JSON paths to line and column (the property key, or the value in a list)', () => {
    const locate = pathLocator(text);
    expect(locate(['labelWidth'])).toEqual({ line: 2, column: 3 });
    expect(locate(['column', 0])).toEqual({ line: 4, column: 5 });
    expect(locate(['column', 1, 'span'])).toEqual({ line: 7, column: 7 });
    expect(locate(['column', 1, 'missing'])).toEqual({ line: 5, column: 5 });
    expect(locate([])).toEqual({ line: 1, column: 1 });
  });

  it('checkFormText locates every problem', () => {
    const located = checkFormText(text).problems.map((p) => [p.key, p.line, p.column]);
    expect(located).toEqual([
      ['form.check.propDuplicate', 6, 7],
      ['form.check.span', 7, 7],
      ['form.check.labelWidth', 2, 3],
    ]);
  });

  it('reports JSON syntax errors with their position', () => {
    const result = checkFormText('{\n  "column": [\n    { "prop": "a" }\n    { "prop": "b" }\n  ]\n}');
    expect(result.problems).toEqual([
      {
        key: 'form.check.json',
        severity: 'error',
        path: [],
        params: { detail: 'form.json.commaExpected' },
        line: 4,
        column: 5,
      },
    ]);
    expect(checkFormText('').problems[0]!.params).toEqual({ detail: 'form.json.valueExpected' });
    expect(checkFormText('{"column": [1,]}').problems[0]).toMatchObject({ line: 1, column: 15 });
  });

  it('renders a syntax error as a sentence in the message language, with its place', () => {
    const [problem] = checkFormText('{"column": [1 2]}').problems;
    expect(problemText(problem!, 'zh')).toBe('JSON 格式错误：缺少逗号');
    expect(problemText(problem!, 'en')).toBe('Invalid JSON: a comma is missing');
    expect(locatedText(problem!, 'zh')).toBe('JSON 格式错误：缺少逗号（第 1 行，第 15 列）');
    expect(locatedText(problem!, 'en')).toBe('Invalid JSON: a comma is missing (line 1, column 15)');
    for (const text of [
      '',
      'x',
      '{"a" 1}',
      '{"a":1',
      '[1',
      '{} x',
      '"abc',
      '"\\q"',
      '"\u0001"',
      '-',
      '{,}',
    ]) {
      const [syntax] = checkFormText(text).problems;
      expect(syntax!.key).toBe('form.check.json');
      const detail = String(syntax!.params!.detail);
      expect(Object.hasOwn(formMessages, detail)).toBe(true);
      expect(problemText(syntax!, 'en')).not.toMatch(/[A-Z][a-z]+[A-Z]/);
    }
  });

  it('accepts a leading UTF-8 byte-order mark; positions count from the first character after it', () => {
    const text = '\uFEFF{\n  "labelWidth": 300,\n  "column": []\n}\n';
    expect(parseDefinition(text)).toEqual({ ok: true, value: { labelWidth: 300, column: [] } });
    expect(checkFormText(text).problems.map((p) => [p.key, p.line, p.column])).toEqual([
      ['form.check.labelWidth', 2, 3],
    ]);
    const broken = parseDefinition('\uFEFF[}');
    expect(broken.ok === false && [broken.problem.line, broken.problem.column]).toEqual([1, 2]);
  });

  it('counts columns in UTF-16 code units after CRLF and non-ASCII text', () => {
    const crlf = '{\r\n"标签": 1,\r\n  "labelWidth": 1, "column": []}';
    const result = checkFormText(crlf);
    expect(result.problems[0]).toMatchObject({ key: 'form.check.labelWidth', line: 3, column: 3 });
    expect(lineIndex('ab\ncd')(4)).toEqual({ line: 2, column: 2 });
  });

  it('keeps the digits of long numeric IDs when reading a file', () => {
    const result = checkFormText('{"column":[{"type":"select","prop":"a","value":12345678901234567890}]}');
    expect(result.problems).toEqual([]);
  });
});

describe('fixtures', () => {
  const root = new URL('../../../fixtures/', import.meta.url).pathname;
  const jsonFiles = (dir: string) => readdirSync(root + dir).filter((f) => f.endsWith('.json'));

  it.each(jsonFiles('forms'))('forms/%s is a valid, usable definition (no errors)', (file) => {
    const errors = checkFormText(readFileSync(`${root}forms/${file}`, 'utf8')).problems.filter(
      (p) => p.severity === 'error',
    );
    expect(errors).toEqual([]);
  });

  it('forms-invalid/ holds the negative examples, each with the error it shows', () => {
    const expected: Record<string, [string, (string | number)[]][]> = {
      'dynamic-in-dynamic.avue.json': [['form.check.notInDynamic', ['column', 0, 'children', 'column', 1]]],
    };
    expect(jsonFiles('forms-invalid').sort()).toEqual(Object.keys(expected).sort());
    for (const [file, errors] of Object.entries(expected)) {
      const problems = checkFormText(readFileSync(`${root}forms-invalid/${file}`, 'utf8')).problems;
      expect(problems.filter((p) => p.severity === 'error').map((p) => [p.key, p.path])).toEqual(errors);
    }
  });
});
