import { Stack } from '@mantine/core';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { formPropertyRange } from '@nbxt/core/form/property-ranges.ts';
import { labelPositions, menuPositions, sizes } from '@nbxt/core/form/schema.ts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { shownControls } from './controls.tsx';
import type { Dispatch } from './use-designer.ts';

const { ChoiceSelect, CommitText, FlagSwitch, RangeNumber } = shownControls;

/** The 表单属性 tab (§3.1): label layout, gutter, tabs, the menu buttons, detail/readonly/disabled. */
export const FormPanel = memo(function FormPanel({
  form,
  dispatch,
}: {
  form: PlainObject;
  dispatch: Dispatch;
}) {
  const { t } = useTranslation();
  const set = (key: string, value: unknown) => dispatch({ type: 'setFormOption', key, value });
  const label = (key: string) => t(`designer.form.${key}`);
  const choice = (c: string) => t(`designer.choice.${c}`, { defaultValue: c });
  return (
    <Stack gap={6} p="sm" data-panel="form">
      <ChoiceSelect
        label={label('labelPosition')}
        value={form.labelPosition}
        choices={labelPositions}
        choiceLabel={choice}
        onCommit={(v) => set('labelPosition', v)}
      />
      <RangeNumber
        label={label('labelWidth')}
        value={form.labelWidth}
        range={formPropertyRange('labelWidth')}
        onCommit={(v) => set('labelWidth', v)}
      />
      <CommitText
        label={label('labelSuffix')}
        value={form.labelSuffix}
        onCommit={(v) => set('labelSuffix', v ?? '')}
      />
      <RangeNumber
        label={label('gutter')}
        value={form.gutter}
        range={formPropertyRange('gutter')}
        onCommit={(v) => set('gutter', v)}
      />
      <FlagSwitch label={label('tabs')} value={form.tabs} onCommit={(v) => set('tabs', v)} />
      <FlagSwitch label={label('menuBtn')} value={form.menuBtn} onCommit={(v) => set('menuBtn', v)} />
      <ChoiceSelect
        label={label('menuPosition')}
        value={form.menuPosition}
        choices={menuPositions}
        choiceLabel={choice}
        onCommit={(v) => set('menuPosition', v)}
      />
      <FlagSwitch label={label('submitBtn')} value={form.submitBtn} onCommit={(v) => set('submitBtn', v)} />
      <ChoiceSelect
        label={label('submitSize')}
        value={form.submitSize ?? ''}
        choices={['', ...sizes]}
        choiceLabel={(c) => choice(c || 'none')}
        onCommit={(v) => set('submitSize', v)}
      />
      <CommitText
        label={label('submitText')}
        value={form.submitText}
        onCommit={(v) => set('submitText', v)}
      />
      <FlagSwitch label={label('emptyBtn')} value={form.emptyBtn} onCommit={(v) => set('emptyBtn', v)} />
      <ChoiceSelect
        label={label('emptySize')}
        value={form.emptySize ?? ''}
        choices={['', ...sizes]}
        choiceLabel={(c) => choice(c || 'none')}
        onCommit={(v) => set('emptySize', v)}
      />
      <CommitText label={label('emptyText')} value={form.emptyText} onCommit={(v) => set('emptyText', v)} />
      <FlagSwitch
        label={label('detail')}
        value={form.detail}
        onCommit={(v) => set('detail', v || undefined)}
      />
      <FlagSwitch
        label={label('readonly')}
        value={form.readonly}
        onCommit={(v) => set('readonly', v || undefined)}
      />
      <FlagSwitch
        label={label('disabled')}
        value={form.disabled}
        onCommit={(v) => set('disabled', v || undefined)}
      />
    </Stack>
  );
}, sameFormOptions);

/** Whether two forms have the same form options (the fields apart), so that editing a field skips this tab. */
function sameFormOptions(
  a: { form: PlainObject; dispatch: Dispatch },
  b: { form: PlainObject; dispatch: Dispatch },
): boolean {
  if (a.dispatch !== b.dispatch) return false;
  const keys = new Set([...Object.keys(a.form), ...Object.keys(b.form)]);
  keys.delete('column');
  return [...keys].every((key) => a.form[key] === b.form[key]);
}
