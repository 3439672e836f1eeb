import {
  Badge,
  Button,
  CloseButton,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { dictOptions } from '@nbxt/core/dict/items.ts';
import {
  addHousing,
  cancelHousing,
  closeHousing,
  confirmHousing,
  type HousingEntry,
  type HousingEditor as HousingState,
  housingAddLabel,
  housingDialogTitle,
  housingDictionaries,
  housingEditor,
  housingFieldValue,
  housingTags,
  openHousing,
} from '@nbxt/core/household/housing.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addHouseholdTexts } from '../../components/household-texts.ts';
import { useDictionaries } from '../../kit/dictionaries.ts';

export interface HousingEditorProps {
  value: readonly HousingEntry[] | null | undefined;
  onChange: (entries: HousingEntry[]) => void;
  readOnly?: boolean;
}

type CodedField = keyof typeof housingDictionaries;
const codedFields = Object.keys(housingDictionaries) as CodedField[];
const keyText = (value: unknown) => (value === undefined || value === null ? null : String(value));

function HousingDialog({
  editor,
  onConfirm,
  onCancel,
}: {
  editor: HousingState;
  onConfirm: (draft: HousingEntry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const dictionaries = useDictionaries();
  const [draft, setDraft] = useState<HousingEntry>(editor.dialog?.draft ?? {});
  const area =
    typeof draft.housingArea === 'number' || typeof draft.housingArea === 'string' ? draft.housingArea : '';
  return (
    <Modal opened onClose={onCancel} title={t(housingDialogTitle)} centered>
      <Stack gap="sm">
        <NumberInput
          label={t('household.housing.housingArea')}
          value={area}
          min={0}
          decimalScale={2}
          readOnly={editor.readOnly}
          onChange={(v) => setDraft({ ...draft, housingArea: v === '' ? undefined : v })}
        />
        {codedFields.map((field) => (
          <Select
            key={field}
            label={t(`household.housing.${field}`)}
            data={dictOptions(
              dictionaries.data?.[housingDictionaries[field]],
              keyText(draft[field]) ?? undefined,
            )}
            value={keyText(draft[field])}
            readOnly={editor.readOnly}
            clearable={!editor.readOnly}
            comboboxProps={{ withinPortal: true }}
            onChange={(key) => setDraft({ ...draft, [field]: housingFieldValue(field, key) })}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('household.housing.cancel')}
          </Button>
          <Button onClick={() => onConfirm(draft)}>{t('household.housing.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The family housing list (forms-and-survey.md §2.4): one closable tag per home (住房1, 住房2, …) and
 * + 添加; a tag or + 添加 opens the 住房信息 dialog whose confirm writes the entry back. Read-only: the
 * tags open the dialog to view, nothing changes.
 */
export function HousingEditor({ value, onChange, readOnly = false }: HousingEditorProps) {
  addHouseholdTexts();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<HousingState['dialog']>();
  const editor: HousingState = { ...housingEditor(value ?? [], readOnly), dialog };
  const apply = (next: HousingState) => {
    setDialog(next.dialog);
    if (next.entries !== editor.entries) onChange(next.entries);
  };
  const tags = housingTags(editor);
  return (
    <Group gap="xs">
      {/* The homes are a list (only when there are some: a list must hold items); + 添加 follows it. */}
      {tags.length > 0 ? (
        <Group gap="xs" role="list" aria-label={t('household.housing.list')}>
          {tags.map((tag, i) => {
            const name = t(tag.message, tag.params);
            return (
              <Badge
                // biome-ignore lint/suspicious/noArrayIndexKey: homes have no id; the tag is its position
                key={i}
                role="listitem"
                size="lg"
                variant="light"
                tt="none"
                rightSection={
                  readOnly ? null : (
                    <CloseButton
                      size="xs"
                      variant="transparent"
                      aria-label={t('household.housing.close', { name })}
                      onClick={() => apply(closeHousing(editor, i))}
                    />
                  )
                }
              >
                <UnstyledButton fz="sm" c="inherit" onClick={() => apply(openHousing(editor, i))}>
                  {name}
                </UnstyledButton>
              </Badge>
            );
          })}
        </Group>
      ) : null}
      {readOnly ? null : (
        <Button size="compact-sm" variant="light" onClick={() => apply(addHousing(editor))}>
          {t(housingAddLabel)}
        </Button>
      )}
      {editor.dialog ? (
        <HousingDialog
          key={editor.dialog.index}
          editor={editor}
          onCancel={() => apply(cancelHousing(editor))}
          onConfirm={(draft) => apply(confirmHousing(editor, draft))}
        />
      ) : null}
    </Group>
  );
}
