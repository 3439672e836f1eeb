import type { Dictionaries } from './items.ts';

/**
 * Choices the console defines itself instead of reading a server dictionary (BladeX's pages list them
 * inline: a dictionary's `isSealed` is 0 否 / 1 是, unlike `yes_no`'s 1 否 / 2 是). A registry field names
 * one in `dict` like a server dictionary; the labels are message keys.
 */
export const FIXED_DICTIONARIES: Record<string, readonly { dictKey: string; label: string }[]> = {
  'console.sealed': [
    { dictKey: '0', label: 'dict.isSealed.no' },
    { dictKey: '1', label: 'dict.isSealed.yes' },
  ],
};

/** The server's dictionaries with the console's own ones added, labelled in the current language. */
export function withFixedDictionaries(
  server: Dictionaries | undefined,
  translate: (key: string) => string,
): Dictionaries {
  const fixed = Object.entries(FIXED_DICTIONARIES).map(([code, items]) => [
    code,
    items.map(({ dictKey, label }) => ({ dictKey, dictValue: translate(label) })),
  ]);
  return { ...server, ...Object.fromEntries(fixed) };
}
