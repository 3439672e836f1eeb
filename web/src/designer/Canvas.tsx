import { type DraggableAttributes, type DraggableSyntheticListeners, useDroppable } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Menu } from '@mantine/core';
import { childList } from '@nbxt/core/form/designer.ts';
import { dropTargets, stepMove } from '@nbxt/core/form/designer-moves.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import {
  IconArrowDown,
  IconArrowsMove,
  IconArrowUp,
  IconCopy,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { createContext, memo, useContext, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldFace } from './canvas-widgets.tsx';
import classes from './designer.module.css';
import type { DragData, DropData } from './dnd-ids.ts';
import { fieldId, zoneId } from './dnd-ids.ts';
import { FieldIcon } from './field-icons.tsx';
import type { Dispatch } from './use-designer.ts';

/** What every canvas item needs and that never changes while the designer is open. */
export interface CanvasActions {
  dispatch: Dispatch;
  /** The form as it is now (read when a menu opens, so items need not re-render when it changes). */
  form: () => PlainObject;
}

interface ZoneProps {
  fields: readonly unknown[];
  into: string | null;
  containerType: string | null;
  selected: string | null;
  actions: CanvasActions;
  root?: boolean;
  /** A sub-table drawn as a table: its fields are columns (header and one row of cells). */
  table?: TableFrame | undefined;
}

/** What a sub-table's frame shows around its columns (§3.2 dynamic: children.index, addBtn, delBtn). */
interface TableFrame {
  index: boolean;
  buttons: boolean;
}

/** A list of fields that accepts drops: the form itself, a group's or a sub-table's children. */
export const CanvasZone = memo(function CanvasZone({
  fields,
  into,
  containerType,
  selected,
  actions,
  root,
  table,
}: ZoneProps) {
  const { t } = useTranslation();
  const data: DropData = { kind: 'zone', into, containerType };
  const { setNodeRef, isOver } = useDroppable({ id: zoneId(into), data });
  const items = useSortIds(fields);
  const empty = !fields.some(isField);
  return (
    <SortableContext items={items} strategy={rectSortingStrategy}>
      <div
        ref={setNodeRef}
        className={`${classes.zone} ${root ? classes.rootZone : ''} ${table ? classes.tableZone : ''} ${isOver ? classes.zoneOver : ''}`}
        data-zone={into ?? 'root'}
      >
        {table?.index && !empty ? (
          <div className={classes.tableFixed} aria-hidden="true">
            <div className={classes.tableHead}>{t('formRenderer.index', { defaultValue: '#' })}</div>
            <div className={classes.tableCell}>1</div>
          </div>
        ) : null}
        {empty && (
          <div className={classes.empty}>
            {t(root ? 'form.designer.dragHint' : 'designer.canvas.dropHere')}
          </div>
        )}
        {fields.map((field) =>
          isField(field) ? (
            <CanvasItem
              key={String(field.prop)}
              field={field}
              into={into}
              selected={selected}
              actions={actions}
              cell={table !== undefined}
            />
          ) : null,
        )}
        {table?.buttons && !empty ? (
          <div className={classes.tableFixed} aria-hidden="true">
            <div className={classes.tableHead}>{t('formRenderer.actions', { defaultValue: '' })}</div>
            <div className={classes.tableCell}>
              <IconPlus size={14} /> <IconTrash size={14} />
            </div>
          </div>
        ) : null}
      </div>
    </SortableContext>
  );
});

/**
 * Which drag the canvas is in: a number the designer changes when a drag starts and when it ends. The
 * zones hand dnd-kit their fields' order afresh then only, since the order matters to sorting alone: a new
 * order at every edit would re-render each sortable item of the zone (twice, as dnd-kit settles it), so
 * that adding or moving one field would redraw all its neighbours.
 */
export const SortRound = createContext(0);

/** The zone's sortable ids as of this drag round (the same array while they are the same ids). */
function useSortIds(fields: readonly unknown[]): string[] {
  const round = useContext(SortRound);
  const last = useRef<{ round: number; ids: string[] } | null>(null);
  if (last.current === null || last.current.round !== round) {
    const ids = fields.flatMap((field) => (isField(field) ? [fieldId(String(field.prop))] : []));
    const before = last.current?.ids;
    const same = before?.length === ids.length && ids.every((id, i) => id === before[i]);
    last.current = { round, ids: same && before ? before : ids };
  }
  return last.current.ids;
}

const isField = (value: unknown): value is PlainObject =>
  typeof value === 'object' && value !== null && typeof (value as PlainObject).prop === 'string';

interface ItemProps {
  field: PlainObject;
  into: string | null;
  /** The selected prop; an item re-renders when it is, or holds, the selection only (see `selectionOf`). */
  selected: string | null;
  actions: CanvasActions;
  /** A column of a sub-table drawn as a table (its width, a header and a cell). */
  cell: boolean;
}

/**
 * The selection as one item sees it: its own prop when it is selected, the selected prop when it holds
 * the selected field (among its children, at any depth), else null, so that a change of selection
 * re-renders the two items concerned and the containers on their way, not the whole canvas.
 */
function selectionOf(field: PlainObject, selected: string | null): string | null {
  if (selected === null) return null;
  if (field.prop === selected) return selected;
  return holds(field, selected) ? selected : null;
}

function holds(field: PlainObject, prop: string): boolean {
  const children = childList(field);
  return children?.some((child) => isField(child) && (child.prop === prop || holds(child, prop))) ?? false;
}

const CanvasItem = memo(
  function CanvasItem({ field, into, selected, actions, cell }: ItemProps) {
    const prop = String(field.prop);
    const type = String(field.type ?? '');
    const label = String(field.label ?? '');
    const data: DragData & DropData = { kind: 'field', prop, into, fieldType: type, label };
    const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
      id: fieldId(prop),
      data,
    });
    const style = {
      ...itemWidth(field, cell),
      transform: CSS.Translate.toString(transform),
      transition,
    };
    return (
      <div ref={setNodeRef} style={style} className={`${classes.item} ${isDragging ? classes.dragging : ''}`}>
        <ItemBody
          field={field}
          selected={selectionOf(field, selected)}
          actions={actions}
          attributes={attributes}
          listeners={listeners}
          cell={cell}
        />
      </div>
    );
  },
  (a, b) =>
    a.field === b.field &&
    a.into === b.into &&
    a.actions === b.actions &&
    a.cell === b.cell &&
    selectionOf(a.field, a.selected) === selectionOf(b.field, b.selected),
);

/**
 * An item's width as the form gives it: its span of avue's 24 columns (a group and a sub-table the whole
 * row), a table column its own width (avue's default 200 px for a sub-table column without one).
 */
export function itemWidth(field: PlainObject, cell: boolean): { width: string; flex?: string } {
  const type = String(field.type ?? '');
  if (cell) {
    const width = Number(field.width);
    return { width: `${Number.isFinite(width) && width > 0 ? width : 200}px`, flex: 'none' };
  }
  const span = type === 'group' || type === 'dynamic' ? 24 : Number(field.span ?? 24);
  const shown = Number.isFinite(span) ? Math.min(24, Math.max(1, span)) : 24;
  return { width: `${(shown / 24) * 100}%` };
}

interface BodyProps {
  field: PlainObject;
  selected: string | null;
  actions: CanvasActions;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  cell: boolean;
}

/**
 * What an item shows: its card, its children's zone, its tools. Apart from the item's sortable shell, so
 * that when a zone's order changes (dnd-kit re-renders each of its sortable items) the unchanged fields
 * skip this part.
 */
const ItemBody = memo(function ItemBody({
  field,
  selected,
  actions,
  attributes,
  listeners,
  cell,
}: BodyProps) {
  const prop = String(field.prop);
  const type = String(field.type ?? '');
  const label = String(field.label ?? '');
  const isSelected = selected === prop;
  const children = childList(field);
  const table = type === 'dynamic' ? tableFrame(field) : undefined;
  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dnd-kit's attributes make it a focusable button */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role (button) comes from dnd-kit's attributes */}
      <div
        {...attributes}
        {...listeners}
        aria-pressed={isSelected}
        aria-label={label || prop}
        data-prop={prop}
        data-type={type}
        className={`${classes.card} ${isSelected ? classes.selected : ''}`}
        onClick={(event) => {
          event.stopPropagation();
          actions.dispatch({ type: 'select', prop });
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) {
            event.preventDefault();
            actions.dispatch({ type: 'select', prop });
          } else listeners?.onKeyDown?.(event);
        }}
      >
        <FieldFace field={field} cell={cell} />
      </div>
      {children && (
        <div className={type === 'group' ? classes.groupBody : classes.tableBody}>
          <CanvasZone
            fields={children}
            into={prop}
            containerType={type}
            selected={selected}
            actions={actions}
            table={table}
          />
        </div>
      )}
      {isSelected && <ItemTools prop={prop} type={type} actions={actions} />}
    </>
  );
});

/**
 * A field's face on the canvas: the renderer's own widget for its type and properties, inert (the card
 * around it takes the pointer and the keys: selection and dragging), or its light stand-in until the
 * renderer has loaded. A group and a sub-table show their frames' heads; their fields are canvas items.
 */
const FieldFace = memo(function FieldFace({ field, cell }: { field: PlainObject; cell: boolean }) {
  const Face = useFieldFace();
  const type = String(field.type ?? '');
  const label = String(field.label ?? '');
  if (type === 'group')
    return (
      <div className={classes.groupTitle}>
        {field.arrow === false ? null : <span aria-hidden="true">▾</span>}
        {label}
      </div>
    );
  if (type === 'dynamic')
    return (
      <div className={classes.tableTitle}>
        <span className={field.required === true ? classes.required : undefined}>{label}</span>
      </div>
    );
  const head = cell ? (
    <div className={classes.tableHead}>
      <span className={field.required === true ? classes.required : undefined}>{label}</span>
    </div>
  ) : null;
  return (
    <>
      {head}
      <div className={classes.face} inert data-face={Face ? 'widget' : 'stand-in'}>
        {Face ? <Face field={field} cell={cell} /> : <StandIn field={field} cell={cell} />}
      </div>
    </>
  );
});

/** The light stand-in of a field: type icon, label, required mark and its placeholder. */
function StandIn({ field, cell }: { field: PlainObject; cell: boolean }) {
  const { t } = useTranslation();
  const type = String(field.type ?? '');
  const required = field.required === true;
  if (type === 'divider')
    return <div className={classes.stand}>— {String(field.value ?? field.label ?? '')} —</div>;
  if (type === 'title')
    return <strong style={{ fontSize: 16 }}>{String(field.value ?? field.label ?? '')}</strong>;
  return (
    <>
      {cell ? null : (
        <div style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
          <FieldIcon type={type} />
          <span className={required ? classes.required : undefined}>{String(field.label ?? '')}</span>
          <span style={{ marginLeft: 'auto', fontSize: 11, color: 'var(--mantine-color-dimmed)' }}>
            {t(`designer.type.${type}`, { defaultValue: type })}
          </span>
        </div>
      )}
      <div className={classes.stand}>
        {String(field.placeholder ?? '') || t('designer.canvas.placeholder')}
      </div>
    </>
  );
}

/** A sub-table's frame: drawn as a table unless its children's type is form (§3.2 dynamic). */
function tableFrame(field: PlainObject): TableFrame | undefined {
  const children = (field.children ?? {}) as PlainObject;
  if (children.type === 'form') return undefined;
  return { index: children.index !== false, buttons: children.addBtn !== false || children.delBtn !== false };
}

/**
 * The selected field's tools: one place up or down, into another container, clone, delete. Named by their
 * titles (the browser's own tooltips): a floating tooltip each would be mounted afresh at every selection.
 */
const ItemTools = memo(function ItemTools({
  prop,
  actions,
}: {
  prop: string;
  /** The field's type, which its drop targets depend on: a change of it re-renders the tools. */
  type: string;
  actions: CanvasActions;
}) {
  const { t } = useTranslation();
  const move = (delta: -1 | 1) => {
    const action = stepMove(actions.form(), prop, delta);
    if (action) actions.dispatch(action);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keeps the canvas's deselecting click off its buttons
    // biome-ignore lint/a11y/useKeyWithClickEvents: only stops the click from reaching the canvas
    <div className={classes.itemTools} onClick={(event) => event.stopPropagation()}>
      <ActionIcon
        size="sm"
        variant="subtle"
        aria-label={t('designer.item.up')}
        title={t('designer.item.up')}
        onClick={() => move(-1)}
      >
        <IconArrowUp size={14} />
      </ActionIcon>
      <ActionIcon
        size="sm"
        variant="subtle"
        aria-label={t('designer.item.down')}
        title={t('designer.item.down')}
        onClick={() => move(1)}
      >
        <IconArrowDown size={14} />
      </ActionIcon>
      <MoveIntoMenu prop={prop} actions={actions} />
      <ActionIcon
        size="sm"
        variant="subtle"
        aria-label={t('designer.item.clone')}
        title={t('designer.item.clone')}
        onClick={() => actions.dispatch({ type: 'clone', prop })}
      >
        <IconCopy size={14} />
      </ActionIcon>
      <ActionIcon
        size="sm"
        variant="subtle"
        color="red"
        aria-label={t('designer.item.delete')}
        title={t('designer.item.delete')}
        onClick={() => actions.dispatch({ type: 'remove', prop })}
      >
        <IconTrash size={14} />
      </ActionIcon>
    </div>
  );
});

/**
 * 移动到…: the containers the field may move into, looked up when the menu opens (its items are mounted
 * then only), not at each selection, when the tools are mounted.
 */
function MoveIntoMenu({ prop, actions }: { prop: string; actions: CanvasActions }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" aria-label={t('designer.item.moveInto')}>
          <IconArrowsMove size={14} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <MoveTargets prop={prop} actions={actions} />
      </Menu.Dropdown>
    </Menu>
  );
}

/** The open menu's items: the containers the field may move into now, or a line saying there are none. */
function MoveTargets({ prop, actions }: { prop: string; actions: CanvasActions }) {
  const { t } = useTranslation();
  const targets = dropTargets(actions.form(), prop);
  if (targets.length === 0) return <Menu.Item disabled>{t('designer.item.noTargets')}</Menu.Item>;
  return targets.map((target) => (
    <Menu.Item
      key={target.into ?? ''}
      leftSection={<FieldIcon type={target.type ?? 'form'} />}
      onClick={() =>
        actions.dispatch({ type: 'move', prop, into: target.into, index: Number.MAX_SAFE_INTEGER })
      }
    >
      {target.into === null ? t('designer.item.toForm') : target.label || target.into}
    </Menu.Item>
  ));
}
