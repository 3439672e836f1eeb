/** Canonical text of a cron AST: upper-case, no leading zeros, single spaces. */
import type { CronAst, CronFieldName, CronItem } from './types.ts';
import { fieldNames, fieldSpecs } from './types.ts';

function valueText(field: CronFieldName, value: number, named: boolean): string {
  const spec = fieldSpecs[field];
  return named && spec.names ? spec.names[value - spec.min]! : String(value);
}

export function formatItem(field: CronFieldName, item: CronItem): string {
  switch (item.type) {
    case 'all':
      return '*';
    case 'any':
      return '?';
    case 'value':
      return valueText(field, item.value, item.named);
    case 'range':
      return `${valueText(field, item.from, item.named)}-${valueText(field, item.to, item.named)}`;
    case 'step':
      return `${item.from}${item.to === null ? '' : `-${item.to}`}/${item.step}`;
    case 'last':
      return `L${item.offset > 0 ? `-${item.offset}` : ''}${item.nearestWeekday ? 'W' : ''}`;
    case 'nearestWeekday':
      return `${item.day}W`;
    case 'lastWeekday':
      return `${valueText(field, item.weekday, item.named)}L`;
    case 'nth':
      return `${valueText(field, item.weekday, item.named)}#${item.nth}`;
  }
}

export function formatField(field: CronFieldName, items: readonly CronItem[]): string {
  return items.map((item) => formatItem(field, item)).join(',');
}

export function formatCron(ast: CronAst): string {
  const parts: string[] = [];
  for (const name of fieldNames) {
    const items = ast[name];
    if (items) parts.push(formatField(name, items));
  }
  return parts.join(' ');
}
