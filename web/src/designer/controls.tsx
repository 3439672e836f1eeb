import { ColorInput, NumberInput, Select, Switch, TagsInput, Textarea, TextInput } from '@mantine/core';
import { clampToRange, type NumberRange } from '@nbxt/core/form/property-ranges.ts';
import {
  type ComponentType,
  createContext,
  memo,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLiveProblems } from '../kit/live-problems.ts';

/**
 * Whose properties the controls below show (the field's prop in the 字段属性 panel). The panel stays
 * mounted when the selection moves to another field; a control's unsaved draft is dropped when this
 * changes, as it would be if the control were mounted afresh. Held in a store, not as the context's
 * value: only a control holding a draft listens to it, so selecting another field redraws the controls
 * whose values differ, not every text box of the panel.
 */
export interface DraftOwnerStore {
  readonly current: string;
  subscribe(listener: () => void): () => void;
}

const noOwner: DraftOwnerStore = { current: '', subscribe: () => () => undefined };
export const DraftOwner = createContext<DraftOwnerStore>(noOwner);

/** The panel's owner store: `owner` told to the controls holding drafts once the panel has drawn. */
export function useDraftOwner(owner: string): DraftOwnerStore {
  const [store] = useState(() => {
    const listeners = new Set<() => void>();
    const value = {
      current: owner,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      set(next: string) {
        if (next === value.current) return;
        value.current = next;
        for (const listener of listeners) listener();
      },
    };
    return value;
  });
  useLayoutEffect(() => store.set(owner), [store, owner]);
  return store;
}

/** A text box that commits on blur or Enter (one undo step per edit, not per keystroke). */
export function CommitText({
  label,
  value,
  onCommit,
  error,
  check,
  multiline,
  code,
  placeholder,
}: {
  label: string;
  value: unknown;
  onCommit: (value: string | undefined) => void;
  error?: string | undefined;
  /**
   * The draft's problem (its message), checked before committing: a refused draft is not committed, and
   * from then on its message follows the draft as it is typed (the kit's live rule).
   */
  check?: ((draft: string) => string | undefined) | undefined;
  multiline?: boolean;
  /** A script: monospace, spelling unchecked. */
  code?: boolean;
  placeholder?: string;
}) {
  const shown = value === undefined || value === null ? '' : String(value);
  const owners = useContext(DraftOwner);
  const [state, setState] = useState({ draft: shown, shown, owner: owners.current });
  // The owner is listened to while a draft is held only (else the snapshot is the state's own).
  const pending = state.draft !== state.shown;
  const owner = useSyncExternalStore(owners.subscribe, () => (pending ? owners.current : state.owner));
  // A new value or another owner: the draft starts again from what is shown (adjusted during render,
  // so the control draws once).
  if (state.shown !== shown || state.owner !== owner) setState({ draft: shown, shown, owner });
  const draft = state.shown === shown && state.owner === owner ? state.draft : shown;
  const setDraft = (text: string) => setState({ draft: text, shown, owner: owners.current });
  const live = useLiveProblems((text: string) => {
    const message = check?.(text);
    return message ? [{ message }] : [];
  }, draft);
  const commit = () => {
    if (draft === shown) return;
    if (live.attempt().length > 0) return;
    onCommit(draft === '' ? undefined : draft);
  };
  const props = {
    label,
    size: 'xs' as const,
    value: draft,
    error: error ?? live.problems[0]?.message,
    onChange: (event: { currentTarget: { value: string } }) => setDraft(event.currentTarget.value),
    onBlur: commit,
    placeholder,
  };
  return multiline ? (
    // Not autosized: its measuring forces a layout of the whole page (a 200-field canvas) at each mount.
    <Textarea
      {...props}
      rows={code ? 3 : 2}
      spellCheck={code ? false : undefined}
      ff={code ? 'monospace' : undefined}
    />
  ) : (
    <TextInput {...props} onKeyDown={(event) => event.key === 'Enter' && commit()} />
  );
}

/** A number kept inside its range: what is typed outside it is brought back to the nearest bound. */
export function RangeNumber({
  label,
  value,
  range,
  onCommit,
}: {
  label: string;
  value: unknown;
  range: NumberRange | undefined;
  onCommit: (value: number | undefined) => void;
}) {
  const numeric =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : '';
  return (
    <NumberInput
      label={label}
      size="xs"
      value={Number.isNaN(numeric) ? '' : numeric}
      min={range?.min}
      max={range?.max}
      step={range?.step}
      clampBehavior="blur"
      onChange={(next) => {
        if (next === '' || next === '-') onCommit(undefined);
        else if (typeof next === 'number' && Number.isFinite(next)) onCommit(clampToRange(next, range));
      }}
    />
  );
}

export function FlagSwitch({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: unknown;
  onCommit: (v: boolean) => void;
}) {
  return (
    <Switch
      size="xs"
      label={label}
      checked={value === true}
      onChange={(event) => onCommit(event.currentTarget.checked)}
    />
  );
}

/** The options are mounted when the list opens (Mantine keeps them mounted, hidden, by default). */
const lazyOptions = { withinPortal: true, keepMounted: false };

export function ChoiceSelect({
  label,
  value,
  choices,
  onCommit,
  choiceLabel,
}: {
  label: string;
  value: unknown;
  choices: readonly string[];
  onCommit: (v: string | undefined) => void;
  choiceLabel: (choice: string) => string;
}) {
  return (
    <Select
      size="xs"
      label={label}
      value={value === undefined || value === null ? '' : String(value)}
      data={choices.map((choice) => ({ value: choice, label: choiceLabel(choice) }))}
      allowDeselect={false}
      onChange={(next) => onCommit(next === null || next === '' ? undefined : next)}
      comboboxProps={lazyOptions}
    />
  );
}

export function ColorValue({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: unknown;
  onCommit: (v: string | undefined) => void;
}) {
  return (
    <ColorInput
      size="xs"
      label={label}
      value={typeof value === 'string' ? value : ''}
      onChangeEnd={(next) => onCommit(next === '' ? undefined : next)}
    />
  );
}

export function TextList({
  label,
  value,
  max,
  onCommit,
}: {
  label: string;
  value: unknown;
  max?: number | undefined;
  onCommit: (v: string[]) => void;
}) {
  const list = Array.isArray(value) ? value.map(String) : [];
  return <TagsInput size="xs" label={label} value={list} maxTags={max} onChange={onCommit} />;
}

/** Whether two sets of props show the same: the callbacks apart, a range by its bounds. */
function sameShown<P extends object>(a: P, b: P): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof P>;
  return [...keys].every(
    (key) =>
      typeof a[key] === 'function' || a[key] === b[key] || (key === 'range' && sameRange(a[key], b[key])),
  );
}

function sameRange(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const x = a as NumberRange;
  const y = b as NumberRange;
  return x.min === y.min && x.max === y.max && x.step === y.step;
}

const shownOnly = <P extends object>(control: ComponentType<P>) => memo(control, sameShown);

/**
 * The controls re-rendered only when what they show changes, for the property panels, where one edit would
 * otherwise redraw every control. Their callbacks are kept from an earlier render, so these are for callers
 * whose callbacks read the latest state when called (the panels' do), not for ones that close over a list.
 */
export const shownControls = {
  ChoiceSelect: shownOnly(ChoiceSelect),
  ColorValue: shownOnly(ColorValue),
  CommitText: shownOnly(CommitText),
  FlagSwitch: shownOnly(FlagSwitch),
  RangeNumber: shownOnly(RangeNumber),
  TextList: shownOnly(TextList),
};
