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

/** Item keys besides the named ones: `extra` are plain keys, `held` go under `$displaced`. */
interface NodeExtras {
  extra: string[];
  held: string[];
}
const noExtras: NodeExtras = { extra: [], held: [] };

function nodes(keys: Mapping, depth: number, more: NodeExtras = noExtras): fc.Arbitrary<Obj[]> {
  const someOf = (names: string[]) =>
    names.length === 0
      ? fc.constant([] as [string, unknown][])
      : fc.uniqueArray(fc.tuple(fc.constantFrom(...names), text), { selector: ([k]) => k, maxLength: 2 });
  const node: fc.Arbitrary<Obj> = fc
    .record({
      label: text,
      value: fc.oneof(text, fc.integer({ min: 0, max: 99 })),
      desc: fc.option(text, { nil: undefined }),
      disabled: fc.option(fc.boolean(), { nil: undefined }),
      extra: someOf(more.extra),
      held: someOf(more.held),
      children:
        depth > 0 ? fc.option(nodes(keys, depth - 1, more), { nil: undefined }) : fc.constant(undefined),
    })
    .map((n) => {
      const entries: [string, unknown][] = [[keys.label, n.label], ...n.extra, [keys.value, n.value]];
      if (n.desc !== undefined) entries.push([keys.desc, n.desc]);
      if (n.held.length > 0) entries.push(['$displaced', objectOf(n.held)]);
      if (n.disabled !== undefined) entries.push(['disabled', n.disabled]);
      if (n.children !== undefined) entries.push([keys.children, n.children]);
      return objectOf(entries);
    });
  return fc.array(node, { maxLength: 3 });
}

const designerKeys: Mapping = { label: 'label', value: 'value', desc: 'desc', children: 'children' };
const nodeKeyNames = ['label', 'value', 'desc', 'children'] as const;
/** The designer keys that props rename (label → name, …). */
const renamed = (keys: Mapping) => nodeKeyNames.filter((k) => keys[k] !== k);

/** Integer-like keys are left out: JS objects list them first, so a list with one would be reordered. */
const queryKey = text.filter((k) => !/^(0|[1-9]\d*)$/.test(k));
const keyValues = fc.uniqueArray(fc.tuple(queryKey, fc.oneof(text, fc.integer())), {
  selector: ([k]) => k,
  maxLength: 3,
});

const url = fc.webPath().map((p) => `/api${p}`);
const method = fc.constantFrom('get', 'post');
const queryList = keyValues.filter((q) => q.length > 0).map((q) => q.map(([key, value]) => ({ key, value })));

/**
 * The dictionary keys of a choice field, in every combination: static or remote ones alone, both together
 * (dicData beside dicUrl or dicQuery), remote keys without dicUrl, a designer-only dicQueryConfig in an
 * avue option, modes other than static and remote, and items whose own keys collide with the renamed ones.
 */
function dictionary(side: Side, keys: Mapping): fc.Arbitrary<[string, unknown][]> {
  const props: [string, unknown][] = keys.props ? [['props', keys.props]] : [];
  // Avue items may carry designer key names that props rename into; designer items may carry the avue
  // names (export moves them under $displaced) or hold displaced designer keys already.
  const avueItems = nodes(keys, 2, { extra: renamed(keys), held: [] });
  const designerItems = nodes(designerKeys, 2, {
    extra: renamed(keys).map((k) => keys[k]),
    held: renamed(keys),
  });
  const optional = <T>(key: string, arb: fc.Arbitrary<T>) =>
    fc.option(arb, { nil: undefined }).map((v): [string, unknown][] => (v === undefined ? [] : [[key, v]]));
  const combine = (...parts: fc.Arbitrary<[string, unknown][]>[]) =>
    fc.tuple(...parts).map((lists) => [...props, ...lists.flat()]);
  const query = keyValues.filter((q) => q.length > 0).map(objectOf);
  if (side === 'avue')
    return combine(
      optional('dicUrl', url),
      optional('dicMethod', method),
      optional('dicQuery', query),
      optional('dicData', avueItems),
      fc.oneof(
        { weight: 8, arbitrary: fc.constant([] as [string, unknown][]) },
        { weight: 1, arbitrary: optional('dicQueryConfig', queryList) },
        { weight: 1, arbitrary: optional('dicOption', fc.constantFrom('rel', 'linked')) },
      ),
    );
  const mode = (name: string): fc.Arbitrary<[string, unknown][]> => fc.constant([['dicOption', name]]);
  const staticMode = combine(optional('dicData', designerItems), mode('static'));
  const entry = <T>(key: string, arb: fc.Arbitrary<T>) => arb.map((v): [string, unknown][] => [[key, v]]);
  // Remote needs a remote key that survives export: dicUrl, or dicMethod without it.
  const remoteMode = combine(
    fc.oneof(
      fc.tuple(entry('dicUrl', url), optional('dicMethod', method)).map(([a, b]) => [...a, ...b]),
      entry('dicMethod', method),
    ),
    optional('dicQueryConfig', queryList),
    mode('remote'),
  );
  // Neither mode fits: kept as it is, avue items included.
  const mixed = combine(
    fc.oneof(entry('dicUrl', url), entry('dicQuery', query)),
    optional('dicMethod', method),
    entry('dicData', avueItems),
  );
  const otherMode = combine(
    optional('dicUrl', url),
    optional('dicQueryConfig', queryList),
    optional('dicData', designerItems),
    entry('dicOption', fc.constantFrom('rel', 'linked')),
  );
  return fc.oneof(staticMode, remoteMode, mixed, otherMode);
}

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
  const choice = fc
    .tuple(choiceTypes, mapping)
    .chain(([type, keys]) => fc.tuple(base(type), dictionary(side, keys)))
    .map(([f, dictionaryKeys]) => {
      for (const [key, value] of dictionaryKeys) f[key] = value;
      return f;
    });
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
  const kinds: fc.Arbitrary<Obj>[] = [plain, choice, choice, upload];
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
      // A group entry without a column list is a group column without children.
      fc.option(fc.array(field(side, 1, false), { maxLength: 3 }), { nil: undefined, freq: 8 }),
    )
    .map(([p, label, collapse, column]) => {
      const entries: [string, unknown][] = side === 'designer' ? [['type', 'group']] : [];
      if (label !== undefined) entries.push(['label', label]);
      if (column !== undefined)
        entries.push(side === 'designer' ? ['children', { column }] : ['column', column]);
      entries.push(['prop', p]);
      if (collapse !== undefined) entries.push(['collapse', collapse]);
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
      fc.nat(5),
      fc.nat(5),
      fc.boolean(),
    )
    .map(([column, groups, options, columnAt, groupAt, groupKey]) => {
      // `column` and `group` anywhere among the form's keys (avue); the designer keeps an empty `group` where
      // the avue option had one away from `column`.
      const entries: [string, unknown][] = [...options];
      entries.splice(Math.min(columnAt, entries.length), 0, [
        'column',
        side === 'designer' ? [...column, ...groups] : column,
      ]);
      if (side === 'avue' ? groups.length > 0 || groupKey : groupKey)
        entries.splice(Math.min(groupAt, entries.length), 0, ['group', side === 'avue' ? groups : []]);
      const form = objectOf(entries);
      const keys = Object.keys(form);
      // Right after `column` is where export puts it anyway: no empty list there (import makes none).
      if (side === 'designer' && groups.length > 0 && keys[keys.indexOf('group') - 1] === 'column')
        delete form.group;
      return form;
    });
}
