import {
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Alert, Button, Group, Paper, Tabs, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BeautifierSettings } from '@nbxt/core/form/beautify.ts';
import { canRedo, canUndo, clearNotice, locateField, previewNotice } from '@nbxt/core/form/designer.ts';
import { dropRefusal } from '@nbxt/core/form/designer-moves.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { problemTextIn } from '@nbxt/core/form/problem-words.ts';
import { loadBeautifierSettings, saveBeautifierSettings } from '@nbxt/core/form/storage.ts';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess, warn } from '../kit/notices.ts';
import { PhonePreview } from '../kit/PhonePreview.tsx';
import { type CanvasActions, CanvasZone, SortRound } from './Canvas.tsx';
import { CanvasSurface } from './canvas-widgets.tsx';
import {
  copyText,
  exportedOption,
  GenerateDrawer,
  ImportDrawer,
  PreviewDrawer,
  PreviewForm,
} from './Drawers.tsx';
import classes from './designer.module.css';
import type { DragData, DropData } from './dnd-ids.ts';
import { FieldPanel } from './FieldPanel.tsx';
import { FormPanel } from './FormPanel.tsx';
import { Palette } from './Palette.tsx';
import { ProblemList } from './ProblemList.tsx';
import { useProblemTexts } from './problem-texts.ts';
import { Toolbar, type ToolKey } from './Toolbar.tsx';
import { browserStorage, storagePrefix, useDesigner, useDesignerDraft, useUndoKeys } from './use-designer.ts';

/** The innermost droppable under the pointer (a field in a group before the group), else the nearest. */
const innermost: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  if (hits.length === 0) return closestCenter(args);
  const area = (id: string | number) => {
    const rect = args.droppableRects.get(id);
    return rect ? rect.width * rect.height : Number.POSITIVE_INFINITY;
  };
  return [...hits].sort((a, b) => area(a.id) - area(b.id));
};

/**
 * The sensors' options, made once: new objects each render would make new sensors, and dnd-kit would hand
 * every draggable and droppable (each canvas item, each palette button) a new context at every edit.
 */
const pointerOptions = { activationConstraint: { distance: 6 } };
const keyboardOptions = {
  coordinateGetter: sortableKeyboardCoordinates,
  keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
};

export interface SaveTarget {
  /** Saves the exported option as a draft (status '0') or published ('1'). */
  save(option: PlainObject, title: string, status: '0' | '1'): void;
  pending: boolean;
  /** Whether the role is granted the save (core's grants.ts): the toolbar offers it only then. */
  allowed: boolean;
}

export interface DesignerProps {
  /** The form loaded from the server (application or tool-app routes), else the stored one. */
  initial?: { form: PlainObject; title: string } | undefined;
  target?: SaveTarget | undefined;
  /** Whether to offer import JSON (hidden for normal users). */
  canImport: boolean;
  standalone?: boolean;
  /** The saved form's filling link (its form key's), which the phone preview also offers. */
  link?: string | undefined;
  /** Where its unsaved work is kept (a bound designer's form), restored when the screen opens again. */
  draft?: string | undefined;
}

/** The form designer (forms-and-survey.md §2.6): palette, canvas, properties; toolbar, drawers, checker. */
export function Designer(props: DesignerProps) {
  const { t } = useTranslation();
  const drag = useRef<DragHandlers | null>(null);
  const accessibility = useMemo(
    () => ({ screenReaderInstructions: { draggable: t('designer.dnd.instructions') } }),
    [t],
  );
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  // The same handlers at every render: each calls the body's own for this drag.
  const handlers = useMemo(
    () => ({
      onDragStart: (event: DragStartEvent) => drag.current?.start(event),
      onDragEnd: (event: DragEndEvent) => drag.current?.end(event),
      onDragCancel: () => drag.current?.cancel(),
    }),
    [],
  );
  return (
    <DndContext sensors={sensors} collisionDetection={innermost} accessibility={accessibility} {...handlers}>
      <DesignerBody {...props} drag={drag} />
    </DndContext>
  );
}

/** What the designer's body does at a drag's start, end and cancel (the designer's drag context calls). */
interface DragHandlers {
  start(event: DragStartEvent): void;
  end(event: DragEndEvent): void;
  cancel(): void;
}

/**
 * The designer inside its drag and drop context. Its state is its own: an edit redraws this body, never
 * the context above it (dnd-kit's context hands its draggables a new transform object at each of its
 * renders, and React would then search the whole canvas below for readers of it at every edit).
 */
function DesignerBody({
  target,
  canImport,
  standalone,
  initial,
  link,
  draft,
  drag,
}: DesignerProps & { drag: { current: DragHandlers | null } }) {
  const { t } = useTranslation();
  const texts = useProblemTexts();
  const layout = useFullHeight();
  const drafts = useDesignerDraft(draft);
  const start = drafts.stored ?? initial;
  const { state, dispatch, importJson, current } = useDesigner({ persist: !target, initial: start?.form });
  useUndoKeys(dispatch);
  const [title, setTitle] = useState(start?.title ?? '');
  const [restored, setRestored] = useState(drafts.stored !== null);
  // What the screen opened with: the draft is written once the form or its title differ from it.
  const opened = useRef({ form: state.form, title: start?.title ?? '' });
  const keepDraft = drafts.keep;
  useEffect(() => {
    if (state.form === opened.current.form && title === opened.current.title) return;
    keepDraft({ form: state.form, title });
  }, [keepDraft, state.form, title]);
  const discardDraft = () => {
    drafts.discard();
    const back = dispatch({ type: 'load', form: initial?.form ?? { column: [] } });
    opened.current = { form: back.form, title: initial?.title ?? '' };
    setTitle(initial?.title ?? '');
    setRestored(false);
  };
  const [drawer, setDrawer] = useState<'import' | 'generate' | 'preview' | null>(null);
  const [tab, setTab] = useState<string | null>('field');
  const [dragging, setDragging] = useState<DragData | null>(null);
  const [sortRound, setSortRound] = useState(0);
  const nextRound = () => setSortRound((round) => round + 1);
  const [settings, setSettings] = useState<BeautifierSettings>(() => {
    const storage = browserStorage();
    return storage ? loadBeautifierSettings(storage, storagePrefix) : loadBeautifierSettings(memoryless, '');
  });
  const changeSettings = (next: BeautifierSettings) => {
    setSettings(next);
    const storage = browserStorage();
    if (storage) saveBeautifierSettings(storage, next, storagePrefix);
  };
  const actions = useMemo<CanvasActions>(
    () => ({ dispatch, form: () => current().form }),
    [dispatch, current],
  );
  const refuse = useCallback(
    (fieldType: unknown, containerType: unknown) => {
      const refusal = dropRefusal(fieldType, containerType);
      warn(refusal ? problemTextIn(refusal, texts) : t('form.designer.dropRejected'));
    },
    [t, texts],
  );
  const startDrag = (event: DragStartEvent) => {
    nextRound();
    setDragging((event.active.data.current as DragData) ?? null);
  };
  const endDrag = (event: DragEndEvent) => {
    setDragging(null);
    nextRound();
    const active = event.active.data.current as DragData | undefined;
    const over = event.over?.data.current as (DropData & { sortable?: { index: number } }) | undefined;
    if (!active || !over) return;
    if (active.kind === 'field' && over.kind === 'field' && over.prop === active.prop) return;
    const into = over.into;
    const index = over.kind === 'field' ? over.sortable?.index : undefined;
    const containerType =
      over.kind === 'zone'
        ? over.containerType
        : into === null
          ? null
          : (locateField(current().form, into)?.field.type ?? null);
    const before = current();
    const after =
      active.kind === 'palette'
        ? dispatch({ type: 'add', item: active.item, into, index })
        : dispatch({ type: 'move', prop: active.prop, into, index: index ?? Number.MAX_SAFE_INTEGER });
    if (after === before)
      refuse(active.kind === 'palette' ? active.item.type : active.fieldType, containerType);
  };
  drag.current = {
    start: startDrag,
    end: endDrag,
    cancel: () => {
      setDragging(null);
      nextRound();
    },
  };
  const addFromPalette = useCallback(
    (item: PlainObject) => {
      dispatch({ type: 'add', item });
      setTab('field');
    },
    [dispatch],
  );
  const notifyCopy = (ok: boolean, text: string) => (ok ? notifySuccess(text) : notifyFailure(text));
  const clear = () => {
    if (clearNotice(state.form) === 'form.clear.empty') return warn(t('form.clear.empty'));
    modals.openConfirmModal({
      title: t('form.clear.title'),
      children: <Text fz="sm">{t('form.clear.confirm')}</Text>,
      labels: { confirm: t('designer.ok'), cancel: t('designer.cancel') },
      onConfirm: () => dispatch({ type: 'clear' }),
    });
  };
  const preview = () => {
    const notice = previewNotice(state.form);
    if (notice) warn(t(notice));
    else setDrawer('preview');
  };
  const save = (status: '0' | '1') => {
    if (target) return target.save(exportedOption(state.form), title, status);
    const storage = browserStorage();
    if (storage) {
      notifySuccess(t('designer.save.local'));
    }
  };
  const formOptions = useFormOptions(state.form);
  const selected = state.selected ? locateField(state.form, state.selected)?.field : undefined;
  const pickProblem = useCallback(
    (prop: string) => {
      dispatch({ type: 'select', prop });
      setTab('field');
    },
    [dispatch],
  );
  // The phone shows the form as it is now (unsaved), or a saved form's filling link; it floats over the
  // canvas, clear of the properties pane. The same element at every edit: while the phone is closed an
  // edit redraws nothing of it; open, its form follows the designer's (LiveForm).
  const liveForm = useLiveForm(state.form);
  const phone = useMemo(
    () => (
      <PhonePreview
        address={`${globalThis.location?.origin ?? ''}${link ?? '/toolApp/formDataTaskLink'}`}
        right={404}
      >
        <LiveForm feed={liveForm} />
      </PhonePreview>
    ),
    [link, liveForm],
  );
  const tools: Record<ToolKey, () => void> = {
    undo: () => dispatch({ type: 'undo' }),
    redo: () => dispatch({ type: 'redo' }),
    draft: () => save('0'),
    publish: () => save('1'),
    import: () => setDrawer('import'),
    generate: () => setDrawer('generate'),
    preview,
    copy: () => {
      const option = exportedOption(state.form);
      void copyText(JSON.stringify(option, null, 2), t, notifyCopy);
    },
    clear,
  };
  const latestTools = useRef(tools);
  latestTools.current = tools;
  const onTool = useCallback((key: ToolKey) => latestTools.current[key](), []);
  return (
    <>
      <div ref={layout} className={classes.layout} data-standalone={standalone || undefined}>
        <Palette onAdd={addFromPalette} />
        <div className={classes.centre}>
          {restored && (
            <Alert color="blue" py={6} role="status">
              <Group justify="space-between" gap="xs">
                <Text fz="sm">{t('designer.draft.restored')}</Text>
                <Button size="xs" variant="default" onClick={discardDraft}>
                  {t('designer.draft.discard')}
                </Button>
              </Group>
            </Alert>
          )}
          <Toolbar
            canUndo={canUndo(state)}
            canRedo={canRedo(state)}
            canImport={canImport}
            title={title}
            onTitle={setTitle}
            pending={target?.pending}
            canSave={target?.allowed ?? true}
            onTool={onTool}
          />
          {/* A click on the canvas's empty space drops the selection (Escape-free; fields have their own keys). */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users select with Enter on a field */}
          <main
            className={classes.canvas}
            aria-label={t('designer.canvas')}
            onClick={() => dispatch({ type: 'select', prop: null })}
          >
            <SortRound.Provider value={sortRound}>
              <CanvasSurface option={formOptions}>
                <CanvasZone
                  fields={state.form.column}
                  into={null}
                  containerType={null}
                  selected={state.selected}
                  actions={actions}
                  root
                />
              </CanvasSurface>
            </SortRound.Provider>
          </main>
          <ProblemList form={state.form} currentForm={actions.form} onPick={pickProblem} />
        </div>
        <aside className={classes.properties} aria-label={t('designer.properties')}>
          <Tabs value={tab} onChange={setTab}>
            <Tabs.List grow>
              <Tabs.Tab value="field">{t('form.designer.fieldTab')}</Tabs.Tab>
              <Tabs.Tab value="form">{t('form.designer.formTab')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="field">
              {selected ? (
                <FieldPanel field={selected} dispatch={dispatch} form={actions.form} />
              ) : (
                <Text c="dimmed" size="sm" p="md" ta="center">
                  {t('form.designer.dragHint')}
                </Text>
              )}
            </Tabs.Panel>
            <Tabs.Panel value="form">
              <FormPanel form={formOptions} dispatch={dispatch} />
            </Tabs.Panel>
          </Tabs>
        </aside>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging ? (
          <Paper shadow="sm" px="sm" py={4} withBorder>
            {dragging.label}
          </Paper>
        ) : null}
      </DragOverlay>
      {drawer === 'generate' && (
        <GenerateDrawer
          form={state.form}
          settings={settings}
          onSettings={changeSettings}
          onClose={() => setDrawer(null)}
          onCopy={(text) => void copyText(text, t, notifyCopy)}
        />
      )}
      {drawer === 'import' && <ImportDrawer importJson={importJson} onClose={() => setDrawer(null)} />}
      {drawer === 'preview' && <PreviewDrawer form={state.form} onClose={() => setDrawer(null)} />}
      {phone}
    </>
  );
}

/**
 * The designer's panes reach the bottom of the window wherever the page puts them (alone, under a notice,
 * in the shell): the height is what is left below their top, less the paddings of what holds them.
 */
function useFullHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      let below = 0;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        below += Number.parseFloat(style.paddingBottom) + Number.parseFloat(style.borderBottomWidth) || 0;
      }
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.height = `${Math.max(560, Math.floor(window.innerHeight - top - below))}px`;
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return ref;
}

/**
 * The form's options without its fields, the same object while they are the same: the canvas's fields
 * redraw for a change of the label width or position, not for each edit of a field.
 */
function useFormOptions(form: PlainObject): PlainObject {
  const last = useRef<PlainObject>({});
  const next: PlainObject = {};
  for (const key of Object.keys(form)) if (key !== 'column' && key !== 'group') next[key] = form[key];
  const before = last.current;
  const same =
    Object.keys(next).length === Object.keys(before).length &&
    Object.keys(next).every((key) => Object.is(next[key], before[key]));
  if (!same) last.current = next;
  return last.current;
}

/** The designer's form as it is now, for a view that follows it without the designer redrawing it. */
interface FormFeed {
  get(): PlainObject;
  subscribe(listener: () => void): () => void;
}

/** A feed of `form` that tells its listeners after each commit that changed it. */
function useLiveForm(form: PlainObject): FormFeed {
  const [feed] = useState(() => {
    let value = form;
    const listeners = new Set<() => void>();
    return {
      get: () => value,
      subscribe(listener: () => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      set(next: PlainObject) {
        if (next === value) return;
        value = next;
        for (const listener of listeners) listener();
      },
    };
  });
  useEffect(() => feed.set(form), [feed, form]);
  return feed;
}

/** The phone's form: the designer's current definition in the renderer. */
function LiveForm({ feed }: { feed: FormFeed }) {
  const form = useSyncExternalStore(feed.subscribe, feed.get);
  return <PreviewForm form={form} />;
}

const memoryless = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
