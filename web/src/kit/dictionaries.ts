import { DICT_ALL, DictionaryCache } from '@nbxt/core/dict/cache.ts';
import { type Choices, FIXED_DICTIONARIES, withChoices } from '@nbxt/core/dict/fixed.ts';
import { type DictItem, type Dictionaries, readDictItems } from '@nbxt/core/dict/items.ts';
import { dict, dictBiz } from '@nbxt/core/resources/system/dict.ts';
import type { FieldSpec } from '@nbxt/core/resources/types.ts';
import { memoryStore } from '@nbxt/core/session/storage.ts';
import type { SpecClient } from '@nbxt/core/spec-client.ts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { client, keys, store } from '../base/runtime.ts';
import { useClient } from './client.tsx';
import { useRegistryChoices } from './registry-context.tsx';

/** The system dictionary, cached in storage under dict_all (platform.md §3). */
export const dictionaries = new DictionaryCache({
  load: () => client.resource(dict).call('dictionaryAll'),
  store,
  key: keys.item(DICT_ALL),
});

const caches = new WeakMap<SpecClient, DictionaryCache>();

/** The dictionary cache of a client: the runtime's is `dictionaries`; another (tests) keeps its own in memory. */
function dictionaryCache(other: SpecClient): DictionaryCache {
  if (other === client) return dictionaries;
  let cache = caches.get(other);
  if (!cache) {
    cache = new DictionaryCache({
      load: () => other.resource(dict).call('dictionaryAll'),
      store: memoryStore(),
      key: DICT_ALL,
    });
    caches.set(other, cache);
  }
  return cache;
}

const ALL_KEY = ['dict-all'] as const;

/** The declared choices labelled, by the choices a group provides, then by language. */
let labelled = new WeakMap<Readonly<Record<string, Choices>>, Map<string, Dictionaries>>();
/** The text stores whose additions drop the labels (a group's texts arrive after its first page). */
const watched = new WeakSet<object>();

/**
 * The choices the entries declare and the console's own, labelled in the current language, computed once
 * for every hook of the page: a form asks for the dictionaries once per field, and labelling some 360
 * declared items again for each field cost a form's first drawing more than its fields. Labelled anew when
 * the language changes or texts are added.
 */
export function declaredChoices(
  i18n: I18n,
  translate: (key: string) => string,
  registry: Readonly<Record<string, Choices>>,
): Dictionaries {
  if (i18n.store && !watched.has(i18n.store)) {
    watched.add(i18n.store);
    i18n.store.on('added', () => {
      labelled = new WeakMap();
    });
  }
  const byLanguage = labelled.get(registry) ?? new Map<string, Dictionaries>();
  labelled.set(registry, byLanguage);
  const known = byLanguage.get(i18n.language);
  if (known) return known;
  const choices = withChoices({}, translate, { ...registry, ...FIXED_DICTIONARIES });
  byLanguage.set(i18n.language, choices);
  return choices;
}

/**
 * Every system dictionary by code, with the console's own choices labelled in the current language;
 * `enabled` false when the screen shows no coded field. Signed out (a public page) the server's
 * dictionaries cannot be read: the console's own choices label the coded values, and the server is not asked.
 */
export function useDictionaries(enabled = true) {
  const { t, i18n } = useTranslation();
  const client = useClient();
  const cache = dictionaryCache(client);
  const registry = useRegistryChoices();
  const signedIn = client.session.isSignedIn();
  const declared = useMemo(() => declaredChoices(i18n, t, registry), [i18n, t, registry]);
  const select = useCallback((server: Dictionaries) => ({ ...server, ...declared }), [declared]);
  const query = useQuery({
    queryKey: signedIn ? ALL_KEY : [...ALL_KEY, 'signed-out'],
    queryFn: () => (signedIn ? cache.all() : Promise.resolve<Dictionaries>({})),
    select,
    staleTime: Infinity,
    enabled,
  });
  // Declared choices never depend on the server: while its dictionaries load, or when the gateway has no
  // dictionary call (a stock BladeX) or it fails, the declarations alone label the coded values.
  return query.data === undefined ? { ...query, data: declared } : query;
}

/** The items of a coded field's dictionary; undefined for a plain field or while they cannot be had. */
export function useFieldDictionary(field: FieldSpec): DictItem[] | undefined {
  const dictionaries = useDictionaries(Boolean(field.dict));
  return field.dict ? dictionaries.data?.[field.dict] : undefined;
}

/** The items of one business dictionary (`dict-biz/dictionary?code=`: tenant-specific, not cached). */
export function useBizDictionary(code: string) {
  const client = useClient();
  return useQuery<DictItem[]>({
    queryKey: ['resource', 'dict-biz', 'dictionary', code],
    queryFn: async ({ signal }) =>
      readDictItems(await client.resource(dictBiz).call('dictionary', { code }, signal)),
  });
}

/** A dictionary changed (edited, cache cleared): drop the stored copy and reload what shows it. */
export async function forgetDictionaries(queryClient: QueryClient): Promise<void> {
  dictionaries.clear();
  await queryClient.invalidateQueries({ queryKey: ALL_KEY });
}
