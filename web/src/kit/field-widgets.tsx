import type { FieldKind, FieldType } from '@nbxt/core/resources/types.ts';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { FieldWidgetProps } from '../components/field-widget.ts';

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
