import {
  Alert,
  Button,
  Code,
  Drawer,
  Group,
  List,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Textarea,
} from '@mantine/core';
import { type BeautifierSettings, generateText } from '@nbxt/core/form/beautify.ts';
import { exportForm } from '@nbxt/core/form/convert.ts';
import { parseDefinitionText } from '@nbxt/core/form/json-text.ts';
import { parseLiteralText } from '@nbxt/core/form/literal-text.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { formatPath } from '@nbxt/core/form/plain.ts';
import { problemTextIn } from '@nbxt/core/form/problem-words.ts';
import { limits } from '@nbxt/core/form/schema.ts';
import { memo, type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InvalidAnnouncement } from '../components/InvalidSubmit.tsx';
import { FormRenderer } from '../form-renderer/lazy.tsx';
import { useLiveProblems } from '../kit/live-problems.ts';
import classes from './designer.module.css';
import { useProblemTexts } from './problem-texts.ts';
import type { useDesigner } from './use-designer.ts';

export async function copyText(
  text: string,
  t: (key: string) => string,
  notify: (ok: boolean, text: string) => void,
) {
  try {
    await navigator.clipboard.writeText(text);
    notify(true, t('form.copy.success'));
  } catch {
    notify(false, t('form.copy.failure'));
  }
}

/** The avue option the designer's form exports to (groups hoisted, key/value lists as objects). */
export function exportedOption(form: PlainObject): PlainObject {
  const result = exportForm(form);
  return result.ok ? result.value : form;
}

/**
 * The drawers lock the page's scrolling by holding back the wheel and touch moves outside them, without
 * react-remove-scroll's scroll-bar style: that one sets a variable on body, which restyles the whole
 * designer (a 200-field canvas) as a drawer opens.
 */
const scrollLock = { removeScrollBar: false };

/** A designer's drawer: open on the right, its page scrolling held as above. */
function SideDrawer({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened onClose={onClose} position="right" size="lg" removeScrollProps={scrollLock} title={title}>
      {children}
    </Drawer>
  );
}

/** Generate JSON: the exported option as text, beautified with the stored settings when they are on. */
export function GenerateDrawer({
  form,
  settings,
  onSettings,
  onClose,
  onCopy,
}: {
  form: PlainObject;
  settings: BeautifierSettings;
  onSettings: (settings: BeautifierSettings) => void;
  onClose: () => void;
  onCopy: (text: string) => void;
}) {
  const { t } = useTranslation();
  const text = useMemo(() => {
    const result = generateText(exportedOption(form), settings);
    return result.ok ? result.text : '';
  }, [form, settings]);
  return (
    <SideDrawer title={t('designer.toolbar.generate')} onClose={onClose}>
      <Stack gap="xs">
        <Group gap="md" align="flex-end">
          <Switch
            label={t('designer.beautify.enabled')}
            checked={settings.enabled}
            onChange={(e) => onSettings({ ...settings, enabled: e.currentTarget.checked })}
          />
          <NumberInput
            size="xs"
            w={90}
            label={t('designer.beautify.indent')}
            min={limits.indent.min}
            max={limits.indent.max}
            clampBehavior="strict"
            value={settings.indent}
            onChange={(v) =>
              typeof v === 'number' &&
              onSettings({ ...settings, indent: Math.min(limits.indent.max, Math.max(limits.indent.min, v)) })
            }
          />
          <SegmentedControl
            size="xs"
            aria-label={t('designer.beautify.quotes')}
            value={settings.quotes}
            onChange={(v) => onSettings({ ...settings, quotes: v as 'single' | 'double' })}
            data={[
              { value: 'single', label: t('designer.beautify.single') },
              { value: 'double', label: t('designer.beautify.double') },
            ]}
          />
        </Group>
        <Group gap="md">
          <Switch
            size="xs"
            label={t('designer.beautify.unquoteKeys')}
            checked={settings.unquoteKeys}
            onChange={(e) => onSettings({ ...settings, unquoteKeys: e.currentTarget.checked })}
          />
          <Switch
            size="xs"
            label={t('designer.beautify.unquoteNumbers')}
            checked={settings.unquoteNumbers}
            onChange={(e) => onSettings({ ...settings, unquoteNumbers: e.currentTarget.checked })}
          />
        </Group>
        <Button size="xs" w="fit-content" onClick={() => onCopy(text)}>
          {t('designer.toolbar.copy')}
        </Button>
        <Code block data-generated style={{ maxHeight: '70vh', overflow: 'auto' }}>
          {textChunks(text).map((chunk, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: the chunks are the text's fixed slices
              key={i}
              className={classes.generatedChunk}
              style={{ containIntrinsicBlockSize: `auto calc(${chunk.lines} * 1lh)` }}
            >
              {chunk.text}
            </span>
          ))}
        </Code>
      </Stack>
    </SideDrawer>
  );
}

const CHUNK_LINES = 100;

/**
 * The generated text in slices of lines, each laid out only when scrolled into view (content-visibility),
 * since laying out a 200-field form's thousands of lines at once holds its drawer back by tens of ms. Each
 * slice keeps its line feed, so the text reads (and copies) as one.
 */
function textChunks(text: string): { text: string; lines: number }[] {
  const lines = text.split('\n');
  const chunks: { text: string; lines: number }[] = [];
  for (let i = 0; i < lines.length; i += CHUNK_LINES) {
    const slice = lines.slice(i, i + CHUNK_LINES);
    const last = i + CHUNK_LINES >= lines.length;
    chunks.push({ text: slice.join('\n') + (last ? '' : '\n'), lines: slice.length });
  }
  return chunks;
}

/** Import JSON: JSON or the beautifier's text; an illegal option is refused with its problems, the canvas kept. */
export function ImportDrawer({
  importJson,
  onClose,
}: {
  importJson: ReturnType<typeof useDesigner>['importJson'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const texts = useProblemTexts();
  const [text, setText] = useState('');
  // The text's syntax message follows the text from the first try on (the kit's rule); the problems of
  // an option refused are those of the text imported, gone once it is edited.
  const parse = (now: string): { parsed: unknown } | undefined => {
    for (const read of [parseDefinitionText, parseLiteralText]) {
      try {
        return { parsed: read(now) };
      } catch {}
    }
    return undefined;
  };
  const live = useLiveProblems(
    (now: string) => (parse(now) ? [] : [{ field: 'text', message: t('designer.import.syntax') }]),
    text,
  );
  const [refused, setRefused] = useState<string[]>();
  const submit = () => {
    if (live.attempt().length > 0) return;
    const problems = importJson(parse(text)?.parsed);
    if (problems) setRefused(problems.map((p) => `${formatPath(p.path)} ${problemTextIn(p, texts)}`));
    else onClose();
  };
  return (
    <SideDrawer title={t('designer.toolbar.import')} onClose={onClose}>
      <Stack gap="xs" ref={live.ref}>
        <InvalidAnnouncement said={live.said} />
        <Textarea
          aria-label={t('designer.import.text')}
          autosize
          minRows={16}
          maxRows={30}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setRefused(undefined);
          }}
          error={live.of('text')}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        {refused && (
          <Alert color="red" title={t('designer.import.refused')} role="alert">
            <List size="sm">
              {refused.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Button size="xs" w="fit-content" onClick={submit}>
          {t('designer.import.submit')}
        </Button>
      </Stack>
    </SideDrawer>
  );
}

/** Preview: the form rendered; submitting validates and shows the values. */
export function PreviewDrawer({ form, onClose }: { form: PlainObject; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <SideDrawer title={t('designer.toolbar.preview')} onClose={onClose}>
      <PreviewForm form={form} />
    </SideDrawer>
  );
}

/**
 * The form being designed, filled in as it will be (the preview drawer, the phone frame): the current,
 * unsaved definition in the renderer; submitting validates and shows the values.
 */
export const PreviewForm = memo(function PreviewForm({ form }: { form: PlainObject }) {
  const { t } = useTranslation();
  const option = useMemo(() => exportedOption(form), [form]);
  const [value, setValue] = useState<PlainObject>({});
  const [submitted, setSubmitted] = useState<PlainObject>();
  return (
    <Stack>
      <FormRenderer
        option={option}
        value={value}
        onChange={setValue}
        onSubmit={setSubmitted}
        onReset={() => setSubmitted(undefined)}
      />
      {submitted && (
        <Alert title={t('designer.preview.values')} data-preview-values>
          <Code block>{JSON.stringify(submitted, null, 2)}</Code>
        </Alert>
      )}
    </Stack>
  );
});
