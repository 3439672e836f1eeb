import { Anchor, ColorSwatch, Group, Image, Rating, Text } from '@mantine/core';
import {
  choiceLabels,
  fieldType,
  listOf,
  rangeTypes,
  switchShown,
  uploadFiles,
} from '@nbxt/core/form/fill.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../context.ts';
import { useDictionary } from '../dictionary.ts';

const RichTextDetail = lazy(() => import('./rich-text-detail.tsx'));

const choiceTypes = new Set(['select', 'radio', 'checkbox', 'cascader', 'tree']);

const plain = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

function ChoiceView(props: WidgetProps) {
  const { items } = useDictionary(props.field);
  return <Shown id={props.inputProps.id} text={choiceLabels(props.field, items, props.value)} />;
}

function Shown({ id, text }: { id: string; text: string }) {
  return (
    <Text id={id} size="sm" pt={6} style={{ wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
      {text}
    </Text>
  );
}

/** Detail mode (avue's detail view): the value as text, choices by their labels. */
export function DetailView(props: WidgetProps) {
  const { t } = useTranslation();
  const { field, value } = props;
  const type = fieldType(field);
  const id = props.inputProps.id;
  if (choiceTypes.has(type)) return <ChoiceView {...props} />;
  switch (type) {
    case 'switch': {
      const shown = switchShown(field, value);
      const text = !shown ? plain(value) : 'label' in shown ? shown.label : t(shown.key);
      return <Shown id={id} text={text} />;
    }
    case 'rate':
      return (
        <Rating
          id={id}
          aria-labelledby={props.labelId}
          readOnly
          value={Number(value ?? 0) || 0}
          count={Number(field.max ?? 5) || 5}
          mt={4}
        />
      );
    case 'color':
      return (
        <Group id={id} gap={6} pt={6}>
          {value ? <ColorSwatch color={String(value)} size={16} /> : null}
          <Text size="sm">{plain(value)}</Text>
        </Group>
      );
    case 'ueditor':
      return (
        <Suspense fallback={<div id={id} />}>
          <RichTextDetail id={id} html={plain(value)} />
        </Suspense>
      );
    case 'upload':
    case 'img': {
      const files = uploadFiles(value, field);
      const pictures = type === 'img' || String(field.listType ?? '').startsWith('picture');
      return (
        <Group id={id} gap={8} pt={6}>
          {files.map((file, i) =>
            pictures ? (
              <Image
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice
                key={`${file.url}-${i}`}
                src={file.url}
                alt={file.name}
                w={64}
                h={64}
                fit="cover"
                radius="sm"
              />
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be listed twice
              <Anchor key={`${file.url}-${i}`} href={file.url} target="_blank" rel="noreferrer" size="sm">
                {file.name}
              </Anchor>
            ),
          )}
        </Group>
      );
    }
    case 'dept':
    case 'user': {
      const v = (value ?? {}) as PlainObject;
      return <Shown id={id} text={[...listOf(v.deptLabel), ...listOf(v.userLabel)].map(plain).join(', ')} />;
    }
    case 'region':
    case 'area':
    case 'address': {
      const v = (value ?? {}) as PlainObject;
      return <Shown id={id} text={listOf(v.label).map(plain).join(' / ')} />;
    }
    case 'map': {
      const [lng, lat, address] = Array.isArray(value) ? value : [];
      return (
        <Shown
          id={id}
          text={[plain(address), lng !== undefined ? `(${plain(lng)}, ${plain(lat)})` : '']
            .filter(Boolean)
            .join(' ')}
        />
      );
    }
    case 'password':
      return <Shown id={id} text={value ? '••••••' : ''} />;
    default:
      if (rangeTypes.has(type)) return <Shown id={id} text={listOf(value).map(plain).join(' ~ ')} />;
      return <Shown id={id} text={plain(value)} />;
  }
}
