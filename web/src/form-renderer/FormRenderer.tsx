import { Button, Collapse, Group, Tabs } from '@mantine/core';
import {
  defaultLabelSuffix,
  type FormSection,
  fieldProp,
  fieldSpan,
  formSections,
  initialValues,
  isShown,
} from '@nbxt/core/form/fill.ts';
import { checkValues } from '@nbxt/core/form/fill-rules.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { PUBLIC_FORM_ARGUMENT } from '@nbxt/core/form/public-calls.ts';
import { type CSSProperties, type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { client as runtimeClient } from '../base/runtime.ts';
import { useOptionalClient } from '../kit/client.tsx';
import { type FieldWidgetTable, FormContext, type FormContextValue, type RenderMode } from './context.ts';
import { FieldItem, safeId } from './FieldItem.tsx';
import classes from './FormRenderer.module.css';
import { FormStore } from './store.ts';
import { addRendererTexts } from './texts.ts';

export interface FormRendererProps {
  /** An avue form option (column, group, labelPosition, labelWidth, gutter, menuBtn…). */
  option: PlainObject;
  /** Values in avue's shapes. */
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  /** detail = avue's detail view. */
  mode?: RenderMode;
  /** Called only after validation passes. */
  onSubmit?: (value: Record<string, unknown>) => void | Promise<void>;
  onReset?: () => void;
  /**
   * The key of the public form being filled signed out (its filling link): the calls its fields make (a
   * region's levels, a picker's people, an upload) name it, and are served for that form only.
   */
  publicForm?: string | undefined;
}

/** avue's button sizes in Mantine's. */
const buttonSize = (size: unknown) => (size === 'mini' ? 'compact-sm' : size === 'small' ? 'xs' : 'sm');

/**
 * avue's 24-column rows as a CSS grid (full width on small screens): Mantine's Grid.Col writes a style
 * element per column, which a 200-field form paid for at mount.
 */
function Fields({ column, gutter }: { column: PlainObject[]; gutter: number }) {
  return (
    <div className={classes.fields} style={{ '--fr-gutter': `${gutter}px` } as CSSProperties}>
      {column.filter(isShown).map((field, i) => (
        <div
          key={fieldProp(field) ?? `at-${i}`}
          className={classes.cell}
          style={{ '--fr-span': fieldSpan(field) } as CSSProperties}
          data-beside={fieldSpan(field) < 24 || undefined}
        >
          <FieldItem field={field} />
        </div>
      ))}
    </div>
  );
}

function Section({ section, gutter, id }: { section: FormSection; gutter: number; id: string }) {
  const [open, setOpen] = useState(section.collapse !== false);
  const foldable = section.arrow !== false;
  const titleId = `${id}-title`;
  return (
    <section className={classes.section} aria-labelledby={titleId}>
      {foldable ? (
        <button
          type="button"
          className={classes.sectionTitle}
          id={titleId}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
          {section.label}
        </button>
      ) : (
        <h3 className={classes.sectionTitle} id={titleId}>
          {section.label}
        </h3>
      )}
      <Collapse expanded={open} keepMounted id={`${id}-body`}>
        <Fields column={section.column} gutter={gutter} />
      </Collapse>
    </section>
  );
}

/** The fields and groups (sections, or tabs with `tabs`): rendered once per option, never per keystroke. */
function Body({ option, idPrefix }: { option: PlainObject; idPrefix: string }) {
  const sections = formSections(option);
  const [plain, ...groups] = sections;
  const gutter = Number(option.gutter ?? 0) || 0;
  const shownGroups = groups.filter((g) => g.display);
  const groupId = (g: FormSection, i: number) => `${idPrefix}-group-${safeId(g.prop ?? String(i))}`;
  return (
    <>
      <Fields column={plain!.column} gutter={gutter} />
      {option.tabs === true && shownGroups.length > 0 ? (
        <Tabs defaultValue={groupId(shownGroups[0]!, 0)} keepMounted>
          <Tabs.List mb="md">
            {shownGroups.map((g, i) => (
              <Tabs.Tab key={groupId(g, i)} value={groupId(g, i)}>
                {g.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {shownGroups.map((g, i) => (
            <Tabs.Panel key={groupId(g, i)} value={groupId(g, i)}>
              <Fields column={g.column} gutter={gutter} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        shownGroups.map((g, i) => (
          <Section key={groupId(g, i)} section={g} gutter={gutter} id={groupId(g, i)} />
        ))
      )}
    </>
  );
}

/**
 * Renders any avue form option: every field type of forms-and-survey.md §3.2, groups as sections or tabs,
 * the form options of §3.1, validation by the definition's rules on submit. Each field subscribes to its own
 * value, so typing re-renders one field, not the form. Its fields' widgets come from its entry: FormRenderer
 * (index.ts) or FormDetail (FormDetail.tsx).
 */
export function FormView(props: FormRendererProps & { widgets: FieldWidgetTable }) {
  addRendererTexts();
  const { t } = useTranslation();
  const { option, mode = 'edit', widgets } = props;
  const client = useOptionalClient() ?? runtimeClient;
  const idPrefix = `fr${useId().replace(/[^\w-]/g, '')}`;
  const latest = useRef(props);
  latest.current = props;
  const [store] = useState(
    () => new FormStore(initialValues(option, props.value), (values) => latest.current.onChange(values)),
  );
  // Values from outside (not those the form itself reported) replace the form's.
  useEffect(() => {
    if (props.value !== store.values) store.replace(initialValues(option, props.value));
  }, [props.value, option, store]);
  const context = useMemo<FormContextValue>(() => {
    const labelSuffix = typeof option.labelSuffix === 'string' ? option.labelSuffix : defaultLabelSuffix;
    const scope = props.publicForm ? { [PUBLIC_FORM_ARGUMENT]: props.publicForm } : undefined;
    return { option: { ...option, labelSuffix }, store, mode, client, idPrefix, t, widgets, scope };
  }, [option, store, mode, client, idPrefix, t, widgets, props.publicForm]);
  const body = useMemo(() => <Body option={option} idPrefix={idPrefix} />, [option, idPrefix]);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // From this first submit on, the problems follow the values (FormStore.recheck).
    store.recheck = (values) => checkValues(option, values);
    const problems = checkValues(option, store.values);
    store.setProblems(problems);
    const first = Object.keys(problems)[0];
    if (first !== undefined) {
      const [prop, row, child] = first.split('.');
      const id =
        row === undefined
          ? `${idPrefix}-${safeId(prop!)}`
          : `${idPrefix}-${safeId(prop!)}-${row}-${safeId(child ?? '')}`;
      document.getElementById(id)?.focus();
      return;
    }
    if (!latest.current.onSubmit) return;
    setBusy(true);
    try {
      await latest.current.onSubmit(store.values);
    } finally {
      setBusy(false);
    }
  };
  const reset = () => {
    const values = initialValues(option, {});
    store.replace(values);
    store.recheck = undefined;
    store.setProblems({});
    latest.current.onChange(values);
    latest.current.onReset?.();
  };

  const labelWidth = option.labelWidth ?? 120;
  const style = {
    '--fr-label-width': typeof labelWidth === 'number' ? `${labelWidth}px` : String(labelWidth),
  } as CSSProperties;
  const menu = mode !== 'detail' && option.menuBtn !== false;
  const justify =
    option.menuPosition === 'left' ? 'flex-start' : option.menuPosition === 'right' ? 'flex-end' : 'center';
  return (
    <FormContext.Provider value={context}>
      <form
        noValidate
        onSubmit={submit}
        onReset={(e) => {
          e.preventDefault();
          reset();
        }}
        style={style}
        className={classes.form}
      >
        {body}
        {menu ? (
          <Group justify={justify} mt="md">
            {option.submitBtn !== false && mode === 'edit' ? (
              <Button type="submit" size={buttonSize(option.submitSize)} loading={busy}>
                {typeof option.submitText === 'string' && option.submitText
                  ? option.submitText
                  : t('formRenderer.submit')}
              </Button>
            ) : null}
            {option.emptyBtn !== false && mode === 'edit' ? (
              <Button type="reset" variant="default" size={buttonSize(option.emptySize)}>
                {typeof option.emptyText === 'string' && option.emptyText
                  ? option.emptyText
                  : t('formRenderer.empty')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </form>
    </FormContext.Provider>
  );
}
