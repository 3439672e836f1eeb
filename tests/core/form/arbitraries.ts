/**
 * fast-check arbitraries of realistic definitions, in the designer's shape or the avue shape. Both are
 * "canonical": what import produces (designer) or what export produces (avue), so the round trips are
 * exact. Keys such as `__proto__` and `constructor` appear as ordinary data keys.
 */
import fc from 'fast-check';

type Obj = Record<string, unknown>;
export type Side = 'designer' | 'avue';

function objectOf(entries: [string, unknown][]): Obj {
  const out: Obj = {};
  for (const [key, value] of entries)
    Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
}

const text = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== '');
const scalar = fc.oneof(text, fc.integer({ min: -1000, max: 1000 }), fc.boolean());
/** A non-empty value: nested parts may be empty (nested values are left as they are). */
const extraValue = fc.oneof(
  scalar,
  fc.constant([]),
  fc.constant(0),
  fc.constant(false),
  fc.array(fc.oneof(scalar, fc.constant(''), fc.constant(null), fc.constant({})), {
    minLength: 1,
    maxLength: 3,
  }),
  fc.dictionary(fc.constantFrom('a', 'b', 'x'), fc.oneof(scalar, fc.constant(''), fc.constant({})), {
    minKeys: 1,
  }),
);

/** Keys a field may carry that the conversion does not interpret. */
const fieldExtraKey = fc.constantFrom(
  'label',
  'span',
  'display',
  'hide',
  'width',
  'tip',
  'readonly',
  'rules',
  'change',
  'value',
  'searchSpan',
  '__proto__',
  'constructor',
  '中文',
);
const extras = (key: fc.Arbitrary<string>) =>
  fc.uniqueArray(fc.tuple(key, extraValue), { selector: ([k]) => k, maxLength: 4 });

const formExtraKey = fc.constantFrom(
  'labelPosition',
  'labelWidth',
  'labelSuffix',
  'gutter',
  'menuBtn',
  'submitText',
  'emptyText',
  'tabs',
  'detail',
  '__proto__',
);

const plainTypes = fc.constantFrom(
  'input',
  'textarea',
  'number',
  'date',
  'switch',
  'rate',
  'slider',
  'title',
  undefined,
);
const choiceTypes = fc.constantFrom('checkbox', 'radio', 'select', 'cascader', 'tree');

interface Mapping {
  label: string;
  value: string;
  desc: string;
  children: string;
  props?: Obj;
}
/** props: none, the identity, or distinct target keys. */
const mapping: fc.Arbitrary<Mapping> = fc.oneof(
  fc.constant({ label: 'label', value: 'value', desc: 'desc', children: 'children' }),
  fc.constant({
    label: 'label',
    value: 'value',
    desc: 'desc',
    children: 'children',
    props: { label: 'label', value: 'value' },
  }),
  fc
    .shuffledSubarray(['name', 'code', 'remark', 'items', 'title', 'id'], { minLength: 4, maxLength: 4 })
    .chain(([label, value, desc, children]) =>
      fc.record({ withDesc: fc.boolean(), withChildren: fc.boolean() }).map(({ withDesc, withChildren }) => {
        const props: Obj = { label: label!, value: value! };
        if (withDesc) props.desc = desc!;
        if (withChildren) props.children = children!;
        return {
          label: label!,
          value: value!,
          desc: withDesc ? desc! : 'desc',
          children: withChildren ? children! : 'children',
          props,
        };
      }),
    ),
);

function nodes(keys: Mapping, depth: number): fc.Arbitrary<Obj[]> {
  const node: fc.Arbitrary<Obj> = fc
    .record({
      label: text,
      value: fc.oneof(text, fc.integer({ min: 0, max: 99 })),
      desc: fc.option(text, { nil: undefined }),
      disabled: fc.option(fc.boolean(), { nil: undefined }),
      children: depth > 0 ? fc.option(nodes(keys, depth - 1), { nil: undefined }) : fc.constant(undefined),
    })
    .map((n) => {
      const entries: [string, unknown][] = [
        [keys.label, n.label],
        [keys.value, n.value],
      ];
      if (n.desc !== undefined) entries.push([keys.desc, n.desc]);
      if (n.disabled !== undefined) entries.push(['disabled', n.disabled]);
      if (n.children !== undefined) entries.push([keys.children, n.children]);
      return objectOf(entries);
    });
  return fc.array(node, { maxLength: 3 });
}

/** Integer-like keys are left out: JS objects list them first, so a list with one would be reordered. */
const queryKey = text.filter((k) => !/^(0|[1-9]\d*)$/.test(k));
const keyValues = fc.uniqueArray(fc.tuple(queryKey, fc.oneof(text, fc.integer())), {
  selector: ([k]) => k,
  maxLength: 3,
});

const prop = fc.string({ minLength: 1, maxLength: 6 }).map((s) => `p_${s}`);

function field(side: Side, depth: number, subfield: boolean): fc.Arbitrary<Obj> {
  const base = (type: string | undefined) =>
    fc.tuple(prop, extras(fieldExtraKey)).map(([p, extra]) => {
      const entries: [string, unknown][] = [];
      if (type !== undefined) entries.push(['type', type]);
      entries.push(['prop', p], ...extra);
      if (subfield && side === 'designer') entries.push(['subfield', true]);
      return objectOf(entries);
    });
  const plain = plainTypes.chain(base);
  const staticChoice = fc.tuple(choiceTypes, mapping).chain(([type, keys]) =>
    fc
      .tuple(
        base(type),
        nodes(
          side === 'designer'
            ? { ...keys, label: 'label', value: 'value', desc: 'desc', children: 'children' }
            : keys,
          2,
        ),
      )
      .map(([f, dicData]) => {
        if (keys.props) f.props = keys.props;
        f.dicData = dicData;
        if (side === 'designer') f.dicOption = 'static';
        return f;
      }),
  );
  const remoteChoice = fc
    .tuple(
      choiceTypes,
      fc.webPath().map((p) => `/api${p}`),
      fc.option(fc.constantFrom('get', 'post'), { nil: undefined }),
      keyValues,
      mapping,
    )
    .chain(([type, url, method, query, keys]) =>
      base(type).map((f) => {
        f.dicUrl = url;
        if (method) f.dicMethod = method;
        if (keys.props) f.props = keys.props;
        if (query.length > 0) {
          if (side === 'designer') f.dicQueryConfig = query.map(([key, value]) => ({ key, value }));
          else f.dicQuery = objectOf(query);
        }
        if (side === 'designer') f.dicOption = 'remote';
        return f;
      }),
    );
  const upload = fc.tuple(base('upload'), keyValues, keyValues).map(([f, headers, data]) => {
    if (side === 'designer') {
      f.headersConfig = headers.map(([key, value]) => ({ key, value }));
      f.dataConfig = data.map(([key, value]) => ({ key, value }));
    } else {
      if (headers.length > 0) f.headers = objectOf(headers);
      if (data.length > 0) f.data = objectOf(data);
    }
    return f;
  });
  const kinds: fc.Arbitrary<Obj>[] = [plain, staticChoice, remoteChoice, upload];
  if (depth > 0) {
    const dynamic = fc
      .tuple(
        base('dynamic'),
        fc.array(field(side, depth - 1, true), { maxLength: 3 }),
        fc.option(fc.constantFrom('center', 'left'), { nil: undefined }),
      )
      .map(([f, column, align]) => {
        f.children = align ? { align, column } : { column };
        return f;
      });
    kinds.push(dynamic);
  }
  return fc.oneof(...kinds);
}

function groupEntry(side: Side): fc.Arbitrary<Obj> {
  return fc
    .tuple(
      prop,
      fc.option(text, { nil: undefined }),
      fc.option(fc.boolean(), { nil: undefined }),
      fc.array(field(side, 1, false), { maxLength: 3 }),
    )
    .map(([p, label, collapse, column]) => {
      const entries: [string, unknown][] = side === 'designer' ? [['type', 'group']] : [];
      if (label !== undefined) entries.push(['label', label]);
      entries.push(['prop', p]);
      if (collapse !== undefined) entries.push(['collapse', collapse]);
      entries.push(side === 'designer' ? ['children', { column }] : ['column', column]);
      return objectOf(entries);
    });
}

/** A whole definition: plain columns, groups, form options. */
export function definition(side: Side): fc.Arbitrary<Obj> {
  return fc
    .tuple(
      fc.array(field(side, 2, false), { maxLength: 5 }),
      fc.array(groupEntry(side), { maxLength: 2 }),
      fc.uniqueArray(fc.tuple(formExtraKey, extraValue), { selector: ([k]) => k, maxLength: 4 }),
    )
    .map(([column, groups, options]) => {
      const form = objectOf(options);
      if (side === 'designer') form.column = [...column, ...groups];
      else {
        form.column = column;
        if (groups.length > 0) form.group = groups;
      }
      return form;
    });
}
