import type { BladeClient } from '@nbxt/core/client.ts';
import { DICT_ALL, DictionaryCache } from '@nbxt/core/dict/cache.ts';
import { valueLabel } from '@nbxt/core/dict/field-text.ts';
import { consoleChoices, withFixedDictionaries } from '@nbxt/core/dict/fixed.ts';
import type { Dictionaries } from '@nbxt/core/dict/items.ts';
import { translate } from '@nbxt/core/i18n/index.ts';
import type { Lang } from '@nbxt/core/i18n/types.ts';
import {
  REF_NAMES_READ,
  referencedEntries,
  refNameIndex,
  refNamesText,
} from '@nbxt/core/resources/ref-names.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { memoryStore } from '@nbxt/core/session/storage.ts';

type Row = Record<string, unknown>;

/** The language of the texts the CLI shows from the catalogue: the spec's, as the console's default. */
export const CLI_LANG: Lang = 'zh';

/**
 * The dictionaries that label these fields, as the console has them: its own and the registry's choices,
 * and the server's (`dictionary/all`, one request, as the console reads them) only when a field names one
 * of those. When the server's cannot be read, their codes show as they are.
 */
async function dictionariesFor(client: BladeClient, fields: readonly FieldSpec[]): Promise<Dictionaries> {
  const own = consoleChoices();
  let server: Dictionaries | undefined;
  if (fields.some((f) => f.dict && !Object.hasOwn(own, f.dict))) {
    const cache = new DictionaryCache({
      load: () => client.resource('dict').call('dictionaryAll'),
      store: memoryStore(),
      key: DICT_ALL,
    });
    server = await cache.all().catch(() => undefined);
  }
  return withFixedDictionaries(server, (key) => translate(key, CLI_LANG));
}

/**
 * Names of the records these fields reference (a contract's executor, a form's application), as the
 * console's lists name them: one list call per referenced entry (its first records), none for a field
 * the rows leave blank. An entry that cannot be read leaves its ids as they are.
 */
async function refNamesFor(
  client: BladeClient,
  spec: ResourceSpec,
  fields: readonly FieldSpec[],
  rows: readonly Row[],
): Promise<Map<string, Map<string, string>>> {
  const used = fields.filter((f) =>
    rows.some((row) => row[f.name] !== null && row[f.name] !== undefined && row[f.name] !== ''),
  );
  const targets = referencedEntries(spec, used, getResource);
  const lists = await Promise.all(
    targets.map((target) =>
      client
        .resource(target)
        .list({ current: 1, size: REF_NAMES_READ })
        .then((page) => page.records)
        .catch(() => []),
    ),
  );
  return new Map(targets.flatMap((target, i) => refNameIndex(target, used, lists[i]!)));
}

/**
 * Rows for human output: each of these fields' values as the console shows it (a referenced record's
 * name, a choice's label, yes or no, a region's names, an amount formatted); other keys and values as
 * they are. Machine output (JSON, CSV) never goes through this: it keeps the wire's values.
 */
export async function labelRows(
  client: BladeClient,
  spec: ResourceSpec,
  fields: readonly FieldSpec[],
  rows: Row[],
): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const [dictionaries, names] = await Promise.all([
    dictionariesFor(client, fields),
    refNamesFor(client, spec, fields, rows),
  ]);
  const separator = translate('kit.list.separator', CLI_LANG);
  return rows.map((row) => {
    const out = { ...row };
    for (const f of fields) {
      if (!Object.hasOwn(row, f.name)) continue;
      const value = row[f.name];
      out[f.name] = refNamesText(names, f, value, separator) ?? valueLabel(f, value, dictionaries) ?? value;
    }
    return out;
  });
}
