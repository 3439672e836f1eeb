import { FLOW_STATUS, PROCESS_PROGRESS, SUSPENSION } from '../workflow/constants.ts';
import { REGISTRY_CHOICES } from './choices.data.ts';
import { BOOLEAN_DICTIONARY, type Dictionaries, UNNAMED_CODE_DICTIONARY, UNNAMED_CODE_SET } from './items.ts';

export type Choices = readonly { dictKey: string; label: string }[];
const choices = (labels: Record<string, string | number>, prefix: string): Choices =>
  Object.entries(labels).map(([name, key]) => ({ dictKey: String(key), label: `${prefix}.${name}` }));

/**
 * Choices the console defines itself instead of reading a server dictionary (BladeX's pages list them
 * inline: a dictionary's `isSealed` is 0 否 / 1 是, unlike `yes_no`'s 1 否 / 2 是; the flow module's states
 * are Flowable's). A registry field names one in `dict` like a server dictionary; labels are message keys.
 */
export const FIXED_DICTIONARIES: Record<string, Choices> = {
  [BOOLEAN_DICTIONARY]: [
    { dictKey: 'true', label: 'common.yes' },
    { dictKey: 'false', label: 'common.no' },
  ],
  [UNNAMED_CODE_DICTIONARY]: [{ dictKey: UNNAMED_CODE_SET, label: 'common.codeSet' }],
  'console.sealed': [
    { dictKey: '0', label: 'dict.isSealed.no' },
    { dictKey: '1', label: 'dict.isSealed.yes' },
  ],
  'console.suspension': choices(SUSPENSION, 'workflow.state'),
  'console.progress': choices(PROCESS_PROGRESS, 'workflow.progress'),
  'console.flowStatus': choices(FLOW_STATUS, 'workflow.status'),
};

/** Every dictionary the console labels itself: its own and those the registry's modules declare. */
export function consoleChoices(): Record<string, Choices> {
  return { ...REGISTRY_CHOICES, ...FIXED_DICTIONARIES };
}

/** The server's dictionaries with the console's own ones added, labelled in the current language. */
export function withFixedDictionaries(
  server: Dictionaries | undefined,
  translate: (key: string) => string,
): Dictionaries {
  return withChoices(server, translate, consoleChoices());
}

/**
 * The server's dictionaries with these choices added, labelled in the current language (the console's
 * platform screens give its own choices only; a module's screen group adds its modules').
 */
export function withChoices(
  server: Dictionaries | undefined,
  translate: (key: string) => string,
  choices: Record<string, Choices>,
): Dictionaries {
  const fixed = Object.entries(choices).map(([code, items]) => [
    code,
    items.map(({ dictKey, label }) => ({ dictKey, dictValue: translate(label) })),
  ]);
  return { ...server, ...Object.fromEntries(fixed) };
}
