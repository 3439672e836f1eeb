import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { columnHead } from '@nbxt/core/admin-ui/list-prefs.ts';
import { shownWhole } from '@nbxt/core/dict/field-text.ts';
import { dictOptions } from '@nbxt/core/dict/items.ts';
import { wireFormat } from '@nbxt/core/resources/date-format.ts';
import type { FieldSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconInbox, IconSearch, IconX } from '@tabler/icons-react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../base/errors.ts';
import { LazyDateField, LazyMonthField } from '../components/LazyDateFields.tsx';
import { useFieldDictionary } from './dictionaries.ts';
import { useRun } from './hooks.ts';
import { DATE_FROM, DATE_TO } from './list-query.ts';
import { RefSelect } from './RefSelect.tsx';
import { useResourceLookup } from './registry-context.tsx';

/**
 * Pieces of the list screens (the generic list and the tree list): heading, search panel, load failure,
 * loading and empty rows, and deleting with the spec's confirmation (platform.md §5, §8).
 */

export function ListHeading({ heading }: { heading: string }) {
  return <Title order={3}>{heading}</Title>;
}

/**
 * The search fields of a list, and the created-between dates when `dates`; searching and clearing are
 * the list's to apply. `embedded`: two columns at most (a list inside a layout).
 */
export function SearchPanel({
  fields,
  dates = false,
  embedded = false,
  draft,
  setDraft,
  onSearch,
  onReset,
}: {
  fields: readonly FieldSpec[];
  dates?: boolean;
  embedded?: boolean;
  draft: Record<string, string>;
  setDraft: Dispatch<SetStateAction<Record<string, string>>>;
  onSearch: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const set = (key: string, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const day = (key: string, name: string, label: string) => (
    <LazyDateField
      key={key}
      name={name}
      label={label}
      placeholder={t('sys.form.choose', { label })}
      value={draft[key] ?? ''}
      onChange={(value) => set(key, value)}
    />
  );
  return (
    <Paper p="md" radius="md" withBorder>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch();
        }}
      >
        <Group align="flex-end" gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: embedded ? 2 : 3 }} style={{ flex: '1 1 360px' }}>
            {fields.map((f) => (
              <SearchField
                key={f.name}
                field={f}
                value={draft[f.name] ?? ''}
                onChange={(value) => set(f.name, value)}
              />
            ))}
            {dates
              ? [
                  day(DATE_FROM, 'search-from', t('sys.list.dateFrom')),
                  day(DATE_TO, 'search-to', t('sys.list.dateTo')),
                ]
              : null}
          </SimpleGrid>
          <Group gap="sm">
            <Button type="submit" leftSection={<IconSearch size={16} />}>
              {t('console.crud.search')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconX size={16} />}
              onClick={() => {
                setDraft({});
                onReset();
              }}
            >
              {t('console.crud.reset')}
            </Button>
          </Group>
        </Group>
      </form>
    </Paper>
  );
}

/**
 * One search field: a searchable select of its dictionary's items when it names one (the key is searched
 * for, the label shown), a picker of the other entry's records by name when it names one of them (a form's
 * application: its id searched for), a month picker for a month, a plain input otherwise and while the
 * dictionary cannot be had.
 */
function SearchField({
  field,
  value,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const items = useFieldDictionary(field);
  const lookup = useResourceLookup();
  const label = t(field.label);
  const name = `search-${field.name}`;
  // Searched by another entry's record (a monitored tenant, a launched task): picked by its name.
  const target = field.ref && field.filter === 'equal' ? lookup(field.ref) : undefined;
  if (target?.standard.includes('list'))
    return (
      <RefSelect
        target={target}
        refKey={field.refKey}
        name={name}
        label={label}
        placeholder={t('sys.form.choose', { label })}
        withAsterisk={false}
        value={value}
        onChange={onChange}
      />
    );
  // A month is picked, as in the record's form, and searched for in its wire text.
  if (field.kind === 'month')
    return (
      <LazyMonthField
        name={name}
        label={label}
        placeholder={t('sys.form.choose', { label })}
        format={wireFormat(field)}
        value={value}
        onChange={onChange}
      />
    );
  if (items)
    return (
      <Select
        name={name}
        label={label}
        placeholder={t('sys.form.choose', { label })}
        data={dictOptions(items, value)}
        value={value === '' ? null : value}
        onChange={(key) => onChange(key ?? '')}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('sys.field.clear', { label }) }}
      />
    );
  return (
    <TextInput
      name={name}
      label={label}
      placeholder={t('console.crud.enter', { label })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** A list that could not be read: the server's text and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" mx="md" mb="md" title={t('console.crud.loadFailed')} role="alert">
      <Group justify="space-between">
        <Text fz="sm">{errorText(error, t)}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('console.crud.retry')}
        </Button>
      </Group>
    </Alert>
  );
}

/** The one row of a table still loading, or with nothing to show. */
export function StateRow({ state, colSpan }: { state: 'loading' | 'empty'; colSpan: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        {state === 'loading' ? (
          <Group justify="center" py="xl" gap="sm" c="dimmed">
            <Loader size="sm" />
            <Text fz="sm">{t('sys.list.loading')}</Text>
          </Group>
        ) : (
          <Stack align="center" gap={4} py="xl" c="dimmed">
            <IconInbox size={32} stroke={1.2} />
            <Text fz="sm">{t('console.crud.empty')}</Text>
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Deleting records of a resource: 确定将选择数据删除? first, then 删除成功 and every list of the resource
 * reloaded, or the server's message.
 */
export function useRemove(spec: ResourceSpec, onRemoved?: () => void) {
  const { t } = useTranslation();
  const remove = useRun(spec, { onSuccess: onRemoved });
  return (ids: string[]) => {
    if (ids.length === 0) {
      notifications.show({ color: 'yellow', message: t('crud.selectAtLeastOne') });
      return;
    }
    modals.openConfirmModal({
      title: t('console.shell.notice'),
      children: <Text fz="sm">{t('crud.confirmRemove')}</Text>,
      labels: { confirm: t('common.ok'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.run({ name: 'remove', args: { ids } }),
    });
  };
}

/**
 * A list column's name in its head, on as many lines as its column's width needs (core's columnHead: its
 * second half, or its last word, stays on one line with the mark after it): a list's heads never keep it
 * wider than the screen.
 */
export function ColumnName({ name, after }: { name: string; after?: ReactNode }) {
  const { lead, tail } = columnHead(name);
  return (
    <>
      {lead}
      <span style={{ whiteSpace: 'nowrap' }}>
        {tail}
        {after}
      </span>
    </>
  );
}

/**
 * A list cell's text on one line, whole in its title and selectable (to copy). Free text is cut to its
 * column (one clamped line: it may break between any two characters, so the table narrows its free-text
 * columns first when it lacks room); a value of a fixed shape (core's `shownWhole`: a time, a phone
 * number) never wraps, so its column keeps its whole width. The first column names the record: it keeps at
 * least ten characters when the others are cut.
 */
export function CellText({ field, text, first }: { field: FieldSpec; text: string; first: boolean }) {
  const whole = shownWhole(field);
  return (
    <Text
      fz="sm"
      lineClamp={whole ? undefined : 1}
      title={text}
      data-whole={whole || undefined}
      style={whole ? WHOLE : first ? FIRST_CUT : CUT}
    >
      {text}
    </Text>
  );
}

const CUT = { userSelect: 'text', wordBreak: 'break-all' } as const;
const WHOLE = { userSelect: 'text', whiteSpace: 'nowrap' } as const;
const FIRST_CUT = { ...CUT, minWidth: '10em' } as const;
