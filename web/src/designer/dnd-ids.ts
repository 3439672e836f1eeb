import type { PlainObject } from '@nbxt/core/form/plain.ts';

/** What a draggable or droppable stands for, carried in dnd-kit's `data`. */
export type DragData =
  | { kind: 'palette'; item: PlainObject; label: string }
  | { kind: 'field'; prop: string; into: string | null; fieldType: string; label: string };

export type DropData =
  | { kind: 'field'; prop: string; into: string | null; fieldType: string; label: string }
  | { kind: 'zone'; into: string | null; containerType: string | null };

export const paletteId = (type: string) => `palette:${type}`;
export const fieldId = (prop: string) => `field:${prop}`;
export const zoneId = (into: string | null) => `zone:${into ?? ''}`;
