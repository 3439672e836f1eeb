import type { FieldKind, FieldType } from '@nbxt/core/resources/types.ts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** What a field widget gets: the input's label, texts and state, its value as text. */
export interface FieldWidgetProps {
  label: string;
  placeholder?: string;
  withAsterisk?: boolean;
  error?: ReactNode;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  /** A stored record is edited (not a new one): the input adds no default of its own. */
  editing?: boolean;
  /** A region's declared depth (the field's `levels`). */
  levels?: number;
}

/** Inputs by field type, or by kind (a kind's input wins over its type's: the region picker for `area`). */
export type FieldWidgets = Partial<Record<FieldType | FieldKind, ComponentType<FieldWidgetProps>>>;

const Widgets = createContext<FieldWidgets>({});

/**
 * Inputs for field types that only some screens show (the schedule editor for jobs): a module's screen
 * group provides them, so that their code counts for that group only, not for every form of the console.
 */
export function FieldWidgetsProvider({ widgets, children }: { widgets: FieldWidgets; children: ReactNode }) {
  return <Widgets value={widgets}>{children}</Widgets>;
}

export function useFieldWidget(type: FieldType | undefined, kind?: FieldKind) {
  const widgets = useContext(Widgets);
  return (kind ? widgets[kind] : undefined) ?? widgets[type ?? 'string'];
}
