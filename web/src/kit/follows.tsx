import { TextInput } from '@mantine/core';
import { everyRecord, referencedKey } from '@nbxt/core/resources/ref-names.ts';
import type { FieldSpec } from '@nbxt/core/resources/types.ts';
import { useEffect } from 'react';
import type { FieldInputProps } from './FieldInput.tsx';
import { useRefRecords } from './ref-names.ts';
import { useRegistryText } from './texts.ts';

interface Follower {
  field: FieldSpec;
  /** The form's field whose pick it follows (FieldSpec.follows.ref). */
  by: FieldSpec;
}

/** The fields of a form that follow a reference picked in the same form (a permission's form key). */
export const followersOf = (shown: readonly FieldSpec[]): Follower[] =>
  shown.flatMap((field) => {
    const by = field.follows && shown.find((f) => f.name === field.follows!.ref && f.ref && !f.multiple);
    return by ? [{ field, by }] : [];
  });

/**
 * Keeps each follower (FieldSpec.follows) in step with the record picked in its reference (read with the
 * pickers' query): the form key of the form picked; empty once the pick is cleared. A pick the records
 * read do not hold leaves the follower as it is.
 */
export function useFollowers(
  shown: readonly FieldSpec[],
  values: Record<string, string>,
  set: (name: string, value: string) => void,
): ReadonlySet<string> {
  const followers = followersOf(shown);
  const { targets, lists } = useRefRecords(followers.map((f) => f.by.ref!));
  const wanted = followers.map(({ field, by }) => {
    const picked = values[by.name] ?? '';
    if (picked === '') return '';
    const i = targets.findIndex((target) => target.name === by.ref);
    const target = targets[i];
    const row = target
      ? everyRecord(target, lists[i] ?? []).find((r) => referencedKey(target, by.refKey, r) === picked)
      : undefined;
    return row ? String(row[field.follows!.field] ?? '') : undefined;
  });
  const changes = followers.flatMap(({ field }, i) =>
    wanted[i] !== undefined && wanted[i] !== (values[field.name] ?? '')
      ? [[field.name, wanted[i]!] as const]
      : [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when what the followers should hold changes
  useEffect(() => {
    for (const [name, value] of changes) set(name, value);
  }, [changes.map((c) => c.join('=')).join('\n')]);
  return new Set(followers.map((f) => f.field.name));
}

/** A follower's input: shown, not typed (it takes its value from the reference picked). */
export function FollowerInput({ field, value = '', error }: FieldInputProps) {
  const { text } = useRegistryText();
  return (
    <TextInput
      label={text(field.label, field.text)}
      name={field.name}
      value={value}
      error={error}
      readOnly
      variant="filled"
    />
  );
}
