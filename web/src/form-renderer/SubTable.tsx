import { ActionIcon, Box, Button, Grid, Group, Table, Text } from '@mantine/core';
import {
  dynamicColumns,
  dynamicOptions,
  dynamicRows,
  fieldProp,
  fieldSpan,
  holdsValue,
  isShown,
  newRow,
} from '@nbxt/core/form/fill.ts';
import { cellPath, isRequired } from '@nbxt/core/form/fill-rules.ts';
import type { PlainObject } from '@nbxt/core/form/plain.ts';
import { IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMode, useFormContext, type WidgetProps } from './context.ts';
import { FieldBody, fieldScripts, runsScripts, safeId, useProblemText } from './FieldItem.tsx';
import classes from './FormRenderer.module.css';
import { useProblem } from './store.ts';

interface CellProps {
  parent: string;
  row: number;
  /** The row's values (its event scripts' `row`). */
  values: PlainObject;
  field: PlainObject;
  value: unknown;
  onChange: (value: unknown) => void;
  mode: WidgetProps['mode'];
  idBase: string;
  withLabel: boolean;
}

/**
 * One cell of a row: the child's widget, labelled by the column and the row, with its problem. Its
 * column's event scripts (§3.2) run as a field's do, with the row's values and place besides.
 */
function Cell({ parent, row, values, field, value, onChange, mode, idBase, withLabel }: CellProps) {
  const { t } = useTranslation();
  const { store, widgets, design } = useFormContext();
  const child = fieldProp(field)!;
  const problem = useProblemText(useProblem(store, cellPath(parent, row, child)));
  const id = `${idBase}-${row}-${safeId(child)}`;
  const label = String(field.label ?? child);
  const cellMode = fieldMode(mode, field);
  const scripts = fieldScripts(
    field,
    runsScripts(field, cellMode, design),
    onChange,
    () => value,
    (next) => ({ row: { ...values, [child]: next }, index: row }),
  );
  const body = (
    <FieldBody
      field={field}
      value={value}
      onChange={scripts.onChange}
      id={id}
      label={label}
      mode={cellMode}
      problem={problem}
      required={isRequired(field)}
      ariaLabel={withLabel ? undefined : `${label} ${t('formRenderer.row', { n: row + 1 })}`}
    />
  );
  return (
    <div>
      {withLabel ? (
        // A row shown as a small form: the column's label names its input, as a field's does.
        <label id={`${id}-label`} htmlFor={id} className={classes.label}>
          {label}
        </label>
      ) : (
        <span id={`${id}-label`} hidden>
          {`${label} ${t('formRenderer.row', { n: row + 1 })}`}
        </span>
      )}
      {scripts.handlers ? (
        <div data-control={`${parent}.${row}.${child}`} {...scripts.handlers}>
          {body}
        </div>
      ) : (
        body
      )}
      {problem && (mode === 'detail' || !widgets.showsError(String(field.type))) ? (
        <div className={classes.error} id={`${id}-error`} role="alert">
          {problem}
        </div>
      ) : null}
    </div>
  );
}

/**
 * dynamic: a sub-table of rows, as a table (default) or one small form per row (children.type form), with
 * the index column, add, delete and view (a row shown in detail) as children says.
 */
export function SubTable(props: WidgetProps) {
  const { t } = useTranslation();
  const { field, mode } = props;
  const parent = fieldProp(field) ?? '';
  const options = dynamicOptions(field);
  const columns = dynamicColumns(field).filter((c) => holdsValue(c) && isShown(c));
  const rows = dynamicRows(props.value);
  const editable = mode === 'edit';
  const [viewing, setViewing] = useState<ReadonlySet<number>>(new Set());
  const setCell = (index: number, child: string, value: unknown) =>
    props.onChange(rows.map((row, i) => (i === index ? { ...row, [child]: value } : row)));
  const remove = (index: number) => {
    props.onChange(rows.filter((_, i) => i !== index));
    setViewing(new Set());
  };
  const toggleView = (index: number) =>
    setViewing((before) => {
      const next = new Set(before);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const withIndex = options.index === true;
  const canAdd = editable && options.addBtn !== false;
  const canDelete = editable && options.delBtn !== false;
  const canView = options.viewBtn === true;
  const align = (options.align as 'left' | 'center' | 'right' | undefined) ?? 'left';
  const headerAlign = (options.headerAlign as 'left' | 'center' | 'right' | undefined) ?? align;
  const cell = (index: number, row: PlainObject, child: PlainObject, withLabel: boolean) => {
    const prop = fieldProp(child)!;
    return (
      <Cell
        parent={parent}
        row={index}
        values={row}
        field={child}
        value={row[prop]}
        onChange={(v) => setCell(index, prop, v)}
        mode={viewing.has(index) ? 'detail' : mode}
        idBase={props.inputProps.id}
        withLabel={withLabel}
      />
    );
  };
  const rowActions = (index: number) => (
    <Group gap={4} wrap="nowrap" justify="center">
      {canView ? (
        <ActionIcon
          variant="subtle"
          aria-label={`${t('formRenderer.view')} ${t('formRenderer.row', { n: index + 1 })}`}
          aria-pressed={viewing.has(index)}
          onClick={() => toggleView(index)}
        >
          {viewing.has(index) ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        </ActionIcon>
      ) : null}
      {canDelete ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`${t('formRenderer.delete')} ${t('formRenderer.row', { n: index + 1 })}`}
          onClick={() => remove(index)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      ) : null}
    </Group>
  );
  const add = canAdd ? (
    <Button
      variant="light"
      size="xs"
      w="fit-content"
      onClick={() => props.onChange([...rows, newRow(field)])}
    >
      {t('formRenderer.add')}
    </Button>
  ) : null;
  const table = options.type !== 'form';
  return (
    <Box
      role="group"
      aria-labelledby={props.labelId}
      id={props.inputProps.id}
      aria-describedby={props.inputProps['aria-describedby']}
    >
      {table ? (
        <div className={classes.subTable}>
          <Table withTableBorder withColumnBorders striped>
            <Table.Thead>
              <Table.Tr>
                {withIndex ? (
                  <Table.Th style={{ width: 56, textAlign: headerAlign }}>{t('formRenderer.index')}</Table.Th>
                ) : null}
                {columns.map((c) => (
                  <Table.Th
                    key={fieldProp(c)}
                    style={{ textAlign: headerAlign, minWidth: Number(c.width) || 160 }}
                  >
                    {isRequired(c) && editable ? (
                      <span className={classes.asterisk} aria-hidden="true">
                        *
                      </span>
                    ) : null}
                    {String(c.label ?? fieldProp(c))}
                  </Table.Th>
                ))}
                {canView || canDelete ? (
                  <Table.Th style={{ width: 80, textAlign: headerAlign }}>
                    {t('formRenderer.actions')}
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length + (withIndex ? 1 : 0) + (canView || canDelete ? 1 : 0)}>
                    <Text size="sm" c="dimmed" ta="center">
                      {t('formRenderer.noRows')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; place is identity
                  <Table.Tr key={index}>
                    {withIndex ? <Table.Td style={{ textAlign: align }}>{index + 1}</Table.Td> : null}
                    {columns.map((c) => (
                      <Table.Td key={fieldProp(c)} style={{ textAlign: align }}>
                        {cell(index, row, c, false)}
                      </Table.Td>
                    ))}
                    {canView || canDelete ? <Table.Td>{rowActions(index)}</Table.Td> : null}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </div>
      ) : (
        rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; place is identity
          <div key={index} className={classes.rowCard}>
            <Group justify="space-between" mb={6}>
              <Text size="sm" fw={600}>
                {withIndex ? `${index + 1}. ` : ''}
                {t('formRenderer.row', { n: index + 1 })}
              </Text>
              {rowActions(index)}
            </Group>
            <Grid columns={24} gap="sm">
              {columns.map((c) => (
                <Grid.Col key={fieldProp(c)} span={{ base: 12, sm: fieldSpan(c) }}>
                  {cell(index, row, c, true)}
                </Grid.Col>
              ))}
            </Grid>
          </div>
        ))
      )}
      <div style={{ marginTop: 8 }}>{add}</div>
    </Box>
  );
}
