import type { ReactNode } from 'react';

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
