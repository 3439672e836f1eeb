import { MultiSelect, Select, Stack, Text, type TreeNodeData, TreeSelect } from '@mantine/core';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { dept } from '@nbxt/core/resources/system/dept.ts';
import { user } from '@nbxt/core/resources/system/user.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormContext, type WidgetProps } from '../context.ts';

interface Choice {
  value: string;
  label: string;
  children?: Choice[];
}

/** What a picker loads (the department tree, the users), once per form; `failed` when it could not. */
function useLoaded(
  key: string,
  load: () => Promise<Choice[]>,
  enabled: boolean,
): Choice[] & { failed?: boolean } {
  const [items, setItems] = useState<Choice[] & { failed?: boolean }>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once per key
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (list) => live && setItems(list),
      () => live && setItems(Object.assign([], { failed: true })),
    );
    return () => {
      live = false;
    };
  }, [key, enabled]);
  return items;
}

const asList = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function deptChoices(nodes: unknown): Choice[] {
  if (!Array.isArray(nodes)) return [];
  return nodes.map((node: PlainObject) => {
    const children = deptChoices(node.children);
    return {
      value: String(node.id ?? node.value ?? ''),
      label: String(node.title ?? node.deptName ?? node.label ?? node.id ?? ''),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

const flat = (items: Choice[]): Choice[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);

/**
 * dept and user pickers: params.selectType (user, dept or both), multiple. The value is avue's
 * {dept, user, deptLabel, userLabel}: ids and their labels.
 */
export function PeoplePicker(props: WidgetProps) {
  const { t } = useTranslation();
  const { client, design, scope } = useFormContext();
  const params = (props.field.params ?? {}) as PlainObject;
  const kind = String(params.selectType ?? (props.field.type === 'user' ? 'user' : 'dept'));
  const value = (props.value && typeof props.value === 'object' ? props.value : {}) as PlainObject;
  const wantDepts = kind !== 'user';
  const wantUsers = kind !== 'dept';
  const editable = props.mode === 'edit' && !design;
  const depts = useLoaded(
    'dept',
    async () => deptChoices(await client.resource(dept).call('tree', scope ?? {})),
    wantDepts && editable,
  );
  // A public form filled signed out reads the users through the call declared for it (user-list).
  const users = useLoaded(
    'user',
    async () =>
      (scope
        ? ((await client.resource(user).call('userList', scope)) as PlainObject[])
        : (await client.resource(user).list({ size: 200 })).records
      ).map((row) => ({
        value: String(row.id),
        label: String(row.realName ?? row.name ?? row.account ?? row.id),
      })),
    wantUsers && editable,
  );
  const multiple = props.field.multiple === true;
  const emit = (part: 'dept' | 'user', ids: string[], known: Choice[]) => {
    const labels = new Map(flat(known).map((c) => [c.value, c.label]));
    const before = asList(value[part]);
    const beforeLabels = asList(value[`${part}Label`]);
    const label = (id: string) => labels.get(id) ?? beforeLabels[before.indexOf(id)] ?? id;
    props.onChange({ ...value, [part]: ids, [`${part}Label`]: ids.map(label) });
  };
  // Known labels for the values already chosen, before the lists arrive.
  const withChosen = (part: 'dept' | 'user', known: Choice[]): Choice[] => {
    const have = new Set(flat(known).map((c) => c.value));
    const labels = asList(value[`${part}Label`]);
    const extra = asList(value[part])
      .map((id, i) => ({ value: id, label: labels[i] ?? id }))
      .filter((c) => !have.has(c.value));
    return [...known, ...extra];
  };
  const aria = {
    'aria-invalid': props.inputProps['aria-invalid'],
    error: Boolean(props.inputProps.error),
    'aria-describedby': props.inputProps['aria-describedby'],
    disabled: props.inputProps.disabled,
    readOnly: props.inputProps.readOnly,
  };
  const both = wantDepts && wantUsers;
  const deptData = withChosen('dept', depts) as TreeNodeData[];
  const userData = withChosen('user', users);
  return (
    <Stack
      gap={6}
      id={both ? props.inputProps.id : undefined}
      role={both ? 'group' : undefined}
      aria-labelledby={both ? props.labelId : undefined}
    >
      {wantDepts ? (
        multiple ? (
          <TreeSelect
            {...aria}
            id={both ? undefined : props.inputProps.id}
            aria-label={both ? t('formRenderer.dept') : undefined}
            mode="checkbox"
            checkStrictly
            checkedStrategy="all"
            searchable
            clearable
            data={deptData}
            value={asList(value.dept)}
            onChange={(ids) => emit('dept', ids, depts)}
          />
        ) : (
          <TreeSelect
            {...aria}
            id={both ? undefined : props.inputProps.id}
            aria-label={both ? t('formRenderer.dept') : undefined}
            searchable
            clearable
            data={deptData}
            value={asList(value.dept)[0] ?? null}
            onChange={(id) => emit('dept', id ? [id] : [], depts)}
          />
        )
      ) : null}
      {wantUsers ? (
        multiple ? (
          <MultiSelect
            {...aria}
            id={both ? `${props.inputProps.id}-user` : props.inputProps.id}
            aria-label={both ? t('formRenderer.user') : undefined}
            searchable
            clearable
            data={userData}
            value={asList(value.user)}
            onChange={(ids) => emit('user', ids, users)}
          />
        ) : (
          <Select
            {...aria}
            id={both ? `${props.inputProps.id}-user` : props.inputProps.id}
            aria-label={both ? t('formRenderer.user') : undefined}
            searchable
            clearable
            data={userData}
            value={asList(value.user)[0] ?? null}
            onChange={(id) => emit('user', id ? [id] : [], users)}
          />
        )
      ) : null}
      {editable && (depts.failed || users.failed) ? (
        // Said, not left as an empty list: the choices could not be had (signed out, not allowed).
        <Text size="xs" c="red" role="status">
          {t('formRenderer.unavailable')}
        </Text>
      ) : null}
    </Stack>
  );
}
