import {
  Alert,
  Checkbox,
  Group,
  Input,
  MultiSelect,
  NumberInput,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core';
import { describeCron } from '@nbxt/core/cron/describe.ts';
// By file, not the cron index: it re-exports the error texts, which import the whole catalogue.
import {
  type Bounds,
  type EditorMode,
  type EditorState,
  type EditorTab,
  editorFromText,
  editorTabs,
  editorToExpression,
  type TabState,
  tabRanges,
} from '@nbxt/core/cron/editor.ts';
import { cronNext } from '@nbxt/core/cron/schedule.ts';
import { localZoneId, zoneRules } from '@nbxt/core/cron/zone.ts';
import type { Lang } from '@nbxt/core/i18n/types.ts';
import { dateTimeText } from '@nbxt/core/resources/date-format.ts';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addScheduleTexts, editorIssueText, scheduleIssues } from './schedule-issues.ts';

/**
 * The schedule editor (forms-and-survey.md §2.5, §5.2; platform.md §5): the expression as text and one tab
 * per field with the spec's modes and ranges, over core's editor model. Typing parses the text back into
 * the tabs; clearing it empties the value. Below: the spec's messages, the meaning in the console's
 * language and the next five run times in the browser's zone.
 */
export interface ScheduleEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  withAsterisk?: boolean;
  name?: string;
}

const NEXT_RUNS = 5;

export function ScheduleEditor({ label, value, onChange, error, withAsterisk, name }: ScheduleEditorProps) {
  addScheduleTexts();
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(value);
  const [state, setState] = useState<EditorState>(() => editorFromText(value).state);
  const [tab, setTab] = useState<EditorTab>('second');

  const typed = (next: string) => {
    setText(next);
    const read = editorFromText(next);
    setState(read.state);
    onChange(read.value);
  };
  const edited = (which: EditorTab, patch: Partial<TabState>) => {
    const next = { ...state, [which]: { ...state[which], ...patch } };
    setState(next);
    const expression = editorToExpression(next);
    setText(expression);
    onChange(expression);
  };

  const lang = (i18n.language === 'en' ? 'en' : 'zh') as Lang;
  const issues = useMemo(() => (text.trim() === '' ? [] : scheduleIssues(state)), [state, text]);
  const summary = useMemo(() => scheduleSummary(text, lang), [text, lang]);

  return (
    <Input.Wrapper label={label} withAsterisk={withAsterisk} error={error}>
      <Stack gap="xs" mt={4}>
        <TextInput
          name={name}
          aria-label={t('cron.editor.expression')}
          value={text}
          onChange={(e) => typed(e.currentTarget.value)}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Paper withBorder p="xs">
          <Tabs value={tab} onChange={(v) => v && setTab(v as EditorTab)} keepMounted={false}>
            <Tabs.List aria-label={t('cron.editor.tabs')}>
              {editorTabs.map((which) => (
                <Tabs.Tab key={which} value={which}>
                  {t(`cron.editor.tab.${which}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {editorTabs.map((which) => (
              <Tabs.Panel key={which} value={which} pt="xs">
                <TabModes tab={which} state={state[which]} onEdit={(patch) => edited(which, patch)} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Paper>
        {issues.length > 0 ? (
          <Alert color="red" variant="light" p="xs" role="alert">
            <Stack gap={2}>
              {issues.map((issue) => (
                <Text key={`${issue.tab}.${issue.input}.${issue.key}`} size="sm">
                  {editorIssueText(issue, t)}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {summary ? (
          <Stack gap={2} aria-live="polite">
            <Text size="sm">
              {t('cron.editor.description')}: {summary.description}
            </Text>
            <Text size="sm" fw={500}>
              {t('cron.editor.nextRuns')}
            </Text>
            {summary.next.length > 0 ? (
              <Stack gap={0} component="ol" m={0} pl="xl" data-testid="schedule-next-runs">
                {summary.next.map((run) => (
                  <Text key={run} component="li" size="sm">
                    {run}
                  </Text>
                ))}
              </Stack>
            ) : (
              <Text size="sm">{t('cron.editor.noRuns')}</Text>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}

/** The meaning and next runs of a valid expression in the browser's zone; undefined otherwise. */
function scheduleSummary(text: string, lang: Lang): { description: string; next: string[] } | undefined {
  const expression = text.trim();
  if (expression === '') return undefined;
  const description = describeCron(expression, lang);
  if (!description.ok) return undefined;
  const tz = localZoneId();
  const zone = zoneRules(tz);
  const next = cronNext(expression, { count: NEXT_RUNS, tz });
  if (!zone || !next.ok) return undefined;
  return {
    description: description.value,
    next: next.value.map((ms) => dateTimeText(ms, zone.offsetAt(ms))),
  };
}

interface TabModesProps {
  tab: EditorTab;
  state: TabState;
  onEdit: (patch: Partial<TabState>) => void;
}

/** One tab: a radio per mode of the spec, each with its inputs in the tab's ranges. */
function TabModes({ tab, state, onEdit }: TabModesProps) {
  const { t } = useTranslation();
  const ranges = tabRanges[tab];
  const unit = t(`cron.editor.unit.${tab}`);
  const modes: EditorMode[] = state.mode === 'raw' ? [...ranges.modes, 'raw'] : [...ranges.modes];
  const number = (input: keyof typeof ranges, value: number, set: (n: number) => void, bounds?: Bounds) => (
    <NumberInput
      aria-label={t(`cron.editor.input.${input}`)}
      size="xs"
      w={88}
      min={bounds?.min}
      max={bounds?.max}
      value={value}
      allowDecimal={false}
      onChange={(v) => set(typeof v === 'number' ? v : Number(v))}
    />
  );
  const detail = (mode: EditorMode): ReactNode => {
    switch (mode) {
      case 'cycle':
        return (
          <Group gap={6} wrap="nowrap">
            {number(
              'cycleFrom',
              state.cycle.from,
              (from) => onEdit({ mode, cycle: { ...state.cycle, from } }),
              ranges.cycleFrom,
            )}
            <Text size="sm">-</Text>
            {number(
              'cycleTo',
              state.cycle.to,
              (to) => onEdit({ mode, cycle: { ...state.cycle, to } }),
              ranges.cycleTo,
            )}
          </Group>
        );
      case 'loop':
        return (
          <Group gap={6} wrap="nowrap">
            {number(
              'loopStart',
              state.loop.start,
              (start) => onEdit({ mode, loop: { ...state.loop, start } }),
              ranges.loopStart,
            )}
            <Text size="sm">/</Text>
            {number(
              'loopEvery',
              state.loop.every,
              (every) => onEdit({ mode, loop: { ...state.loop, every } }),
              ranges.loopEvery,
            )}
            <Text size="sm" c="dimmed">
              {t('cron.editor.text.loop', { start: state.loop.start, every: state.loop.every, unit })}
            </Text>
          </Group>
        );
      case 'workday':
        return (
          <Group gap={6} wrap="nowrap">
            {number('workday', state.workday, (workday) => onEdit({ mode, workday }), ranges.workday)}
            <Text size="sm" c="dimmed">
              {t('cron.editor.text.workday', { day: state.workday })}
            </Text>
          </Group>
        );
      case 'nthWeek':
        return (
          <Group gap={6} wrap="nowrap">
            {number(
              'nthWeek',
              state.nth.week,
              (week) => onEdit({ mode, nth: { ...state.nth, week } }),
              ranges.nthWeek,
            )}
            {number(
              'nthWeekday',
              state.nth.weekday,
              (weekday) => onEdit({ mode, nth: { ...state.nth, weekday } }),
              ranges.nthWeekday,
            )}
            <Text size="sm" c="dimmed">
              {t('cron.editor.text.nthWeek', {
                week: state.nth.week,
                weekday: weekdayName(t, state.nth.weekday),
              })}
            </Text>
          </Group>
        );
      case 'lastWeekday':
        return (
          <Group gap={6} wrap="nowrap">
            {number(
              'lastWeekday',
              state.lastWeekday,
              (lastWeekday) => onEdit({ mode, lastWeekday }),
              ranges.lastWeekday,
            )}
            <Text size="sm" c="dimmed">
              {t('cron.editor.text.lastWeekday', { weekday: weekdayName(t, state.lastWeekday) })}
            </Text>
          </Group>
        );
      case 'specific':
        return <SpecificValues tab={tab} state={state} onEdit={onEdit} />;
      case 'raw':
        return (
          <TextInput
            size="xs"
            aria-label={t('cron.editor.input.raw')}
            value={state.raw}
            onChange={(e) => onEdit({ mode, raw: e.currentTarget.value })}
          />
        );
      default:
        return null;
    }
  };
  // Mantine's Radio.Group gives its radiogroup no name; this one is named after the tab.
  return (
    <Stack gap={8} role="radiogroup" aria-label={t(`cron.editor.tab.${tab}`)}>
      {modes.map((mode) => (
        <Group key={mode} gap="sm" wrap="nowrap" align="center" mih={30}>
          <Radio
            name={`schedule-${tab}`}
            value={mode}
            checked={state.mode === mode}
            onChange={() => onEdit({ mode })}
            label={t(`cron.editor.mode.${mode}`, { unit })}
            miw={120}
          />
          {detail(mode)}
        </Group>
      ))}
    </Stack>
  );
}

const weekdayName = (t: (key: string) => string, n: number) => `${n} (${t(`cron.editor.weekday.${n}`)})`;

/** Specific values: checkboxes (weekdays named, months 01–12), a searchable list for the hundred years. */
function SpecificValues({ tab, state, onEdit }: Omit<TabModesProps, never>) {
  const { t } = useTranslation();
  const bounds = tabRanges[tab].specific!;
  const values: { value: string; label: string }[] = [];
  for (let v = bounds.min; v <= bounds.max; v++)
    values.push({
      value: String(v),
      label: tab === 'month' ? String(v).padStart(2, '0') : tab === 'week' ? weekdayName(t, v) : String(v),
    });
  const selected = state.specific.map(String);
  const set = (chosen: string[]) => onEdit({ mode: 'specific', specific: chosen.map(Number) });
  if (tab === 'year')
    return (
      <MultiSelect
        size="xs"
        aria-label={t('cron.editor.input.specific')}
        data={values}
        value={selected}
        onChange={set}
        searchable
        w={260}
      />
    );
  return (
    <SimpleGrid
      cols={tab === 'week' ? 4 : 10}
      spacing={6}
      verticalSpacing={4}
      role="group"
      aria-label={t('cron.editor.input.specific')}
    >
      {values.map((v) => (
        <Checkbox
          key={v.value}
          size="xs"
          label={v.label}
          checked={selected.includes(v.value)}
          onChange={(e) =>
            set(e.currentTarget.checked ? [...selected, v.value] : selected.filter((x) => x !== v.value))
          }
        />
      ))}
    </SimpleGrid>
  );
}
