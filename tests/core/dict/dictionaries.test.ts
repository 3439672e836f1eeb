import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DICT_ALL, DictionaryCache } from '../../../core/src/dict/cache.ts';
import { fieldText } from '../../../core/src/dict/field-text.ts';
import { FIXED_DICTIONARIES, withFixedDictionaries } from '../../../core/src/dict/fixed.ts';
import { dictLabel, dictOptions, readDictItems, readDictionaries } from '../../../core/src/dict/items.ts';
import { isMessageKey, translate } from '../../../core/src/i18n/index.ts';
import { registry } from '../../../core/src/resources/registry.ts';
import { memoryStore, storageKeys } from '../../../core/src/session/storage.ts';

const yesNo = [
  { id: '1', code: 'yes_no', dictKey: '0', dictValue: '否', sort: 1 },
  { id: '2', code: 'yes_no', dictKey: '1', dictValue: '是', sort: 2 },
];

describe('dictionary items', () => {
  it('labels a stored value whether the record holds it as a number or a string', () => {
    const items = readDictItems(yesNo);
    expect(dictLabel(items, 0)).toBe('否');
    expect(dictLabel(items, '1')).toBe('是');
    expect(dictLabel(items, 7)).toBeUndefined();
    expect(dictLabel(items, null)).toBeUndefined();
    expect(dictLabel(undefined, 1)).toBeUndefined();
  });

  it('reads numeric keys as text and keeps only key and label', () => {
    expect(readDictItems([{ dictKey: 3, dictValue: 'ali', remark: 'x' }])).toEqual([
      { dictKey: '3', dictValue: 'ali' },
    ]);
    expect(() => readDictItems([{ dictValue: 'no key' }])).toThrow();
    expect(readDictionaries({ sex: [{ dictKey: 1, dictValue: '男' }] })).toEqual({
      sex: [{ dictKey: '1', dictValue: '男' }],
    });
  });

  it('gives one select option per non-blank key, in the dictionary order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ dictKey: fc.string(), dictValue: fc.string() })), (items) => {
        const options = dictOptions(items);
        expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
        expect(options.map((o) => o.value)).toEqual(
          [...new Set(items.map((i) => i.dictKey))].filter(Boolean),
        );
        for (const o of options) expect(dictLabel(items, o.value)).toBe(o.label);
      }),
    );
  });
});

describe('coded fields', () => {
  const dictionaries = { yes_no: readDictItems(yesNo) };

  it('shows the label of a coded value, the value itself otherwise', () => {
    expect(fieldText({ dict: 'yes_no' }, 0, dictionaries)).toBe('否');
    expect(fieldText({ dict: 'yes_no' }, 5, dictionaries)).toBe('5');
    expect(fieldText({ dict: 'yes_no' }, null, dictionaries)).toBe('—');
    expect(fieldText({ dict: 'yes_no' }, 1, undefined)).toBe('1');
    expect(fieldText({}, 1, dictionaries)).toBe('1');
  });

  it('keeps a current value the dictionary lacks as a choice', () => {
    expect(dictOptions(dictionaries.yes_no, '9')).toEqual([
      { value: '0', label: '否' },
      { value: '1', label: '是' },
      { value: '9', label: '9' },
    ]);
    expect(dictOptions(dictionaries.yes_no, '1')).toHaveLength(2);
    expect(dictOptions(dictionaries.yes_no, '')).toHaveLength(2);
  });
});

describe("the console's own choices", () => {
  // BladeX's yes_no is 1 否 / 2 是 while a dictionary's isSealed is 0 否 / 1 是.
  const server = {
    yes_no: readDictItems([
      { dictKey: '1', dictValue: '否' },
      { dictKey: '2', dictValue: '是' },
    ]),
  };
  const sealed = registry.dict!.fields.find((f) => f.name === 'isSealed')!;

  it('label isSealed 0 and 1 in the current language, beside the server dictionaries', () => {
    const zh = withFixedDictionaries(server, (key) => translate(key, 'zh'));
    expect([0, 1].map((v) => fieldText(sealed, v, zh))).toEqual(['否', '是']);
    const en = withFixedDictionaries(server, (key) => translate(key, 'en'));
    expect([0, 1].map((v) => fieldText(sealed, v, en))).toEqual(['No', 'Yes']);
    expect(fieldText({ dict: 'yes_no' }, 2, en)).toBe('是');
    expect(withFixedDictionaries(undefined, (key) => key)[sealed.dict!]).toHaveLength(2);
  });

  it("label the flow module's states (Flowable's 1/2, finished/unfinished, claim/todo/finish)", () => {
    const zh = withFixedDictionaries({}, (key) => translate(key, 'zh'));
    const field = (resource: string, name: string) =>
      registry[resource]!.fields.find((f) => f.name === name)!;
    expect([1, 2].map((v) => fieldText(field('flow-manager', 'suspensionState'), v, zh))).toEqual([
      '激活',
      '挂起',
    ]);
    expect(fieldText(field('flow-follow', 'suspensionState'), 2, zh)).toBe('挂起');
    expect(
      ['finished', 'unfinished'].map((v) => fieldText(field('work-done', 'processIsFinished'), v, zh)),
    ).toEqual(['已完成', '未完成']);
    expect(['claim', 'todo', 'finish'].map((v) => fieldText(field('work-todo', 'status'), v, zh))).toEqual([
      '待签收',
      '待办理',
      '已办结',
    ]);
    const labels = Object.values(FIXED_DICTIONARIES).flatMap((items) => items.map((i) => i.label));
    expect(labels.filter((key) => !isMessageKey(key))).toEqual([]);
  });
});

describe('DictionaryCache (dict_all)', () => {
  const key = storageKeys('nbxt', 'nbxt').item(DICT_ALL);
  const setup = () => {
    let calls = 0;
    const store = memoryStore();
    const cache = new DictionaryCache({
      load: async () => {
        calls++;
        return { yes_no: yesNo.map((i) => ({ ...i, dictValue: `${i.dictValue}${calls}` })) };
      },
      store,
      key,
    });
    return { cache, store, calls: () => calls };
  };

  it('fetches once for concurrent callers and then serves from storage', async () => {
    const { cache, store, calls } = setup();
    const [a, b] = await Promise.all([cache.all(), cache.all()]);
    expect(a).toEqual(b);
    expect(calls()).toBe(1);
    expect(JSON.parse(store.get(key)!)).toEqual({
      yes_no: [
        { dictKey: '0', dictValue: '否1' },
        { dictKey: '1', dictValue: '是1' },
      ],
    });
    await cache.all();
    expect(calls()).toBe(1);
  });

  it('fetches again after clear, and a fetch started before the clear stores nothing', async () => {
    const { cache, store, calls } = setup();
    const early = cache.all();
    cache.clear();
    await early;
    expect(store.get(key)).toBeUndefined();
    expect((await cache.all()).yes_no?.[0]?.dictValue).toBe('否2');
    expect(calls()).toBe(2);
  });

  it('refetches when storage holds something unreadable, and keeps no failed fetch', async () => {
    const store = memoryStore({ [key]: '{not json' });
    let fail = true;
    const cache = new DictionaryCache({
      load: async () => {
        if (fail) throw new Error('down');
        return { sex: [{ dictKey: '1', dictValue: '男' }] };
      },
      store,
      key,
    });
    await expect(cache.all()).rejects.toThrow('down');
    fail = false;
    expect(await cache.all()).toEqual({ sex: [{ dictKey: '1', dictValue: '男' }] });
  });
});
