/**
 * The seeded designed forms made whole (forms-and-survey.md §3.4, §7): each generated application or
 * tool-app form gets a real definition (one the checker accepts), and each generated answer is filed
 * against a published form of its tenant, of its own kind, with answers to that form's fields — so the
 * seeded rows behave like ones filled in through the console (no exceptions for them in form-apps.ts).
 */
import type { DatabaseSync } from 'node:sqlite';
import type { Registry } from '../../core/src/resources/types.ts';
import { FORM_NAMES, groupOf, linkFormPermissions, nameFormApps } from './form-apps-names.ts';
import { type Gen, generator, hash, person, SEED_TENANTS } from './generate.ts';
import { findRows, type Row, updateRow } from './store.ts';

const required = (message: string) => ({ required: true, rules: [{ required: true, message }] });
const choices = (...labels: string[]) => ({
  dicOption: 'static',
  props: { label: 'label', value: 'value' },
  dicData: labels.map((label, i) => ({ label, value: String(i + 1) })),
});
const day = (prop: string, label: string) => ({
  type: 'date',
  prop,
  label,
  span: 12,
  format: 'YYYY-MM-DD',
  valueFormat: 'YYYY-MM-DD',
});

/** A seeded form: its definition and how an answer to it is made up. */
interface Template {
  definition: { column: Row[] };
  answer: (gen: Gen) => Row;
}

const dayText = (gen: Gen) =>
  `2026-${String(gen.int(1, 10)).padStart(2, '0')}-${String(gen.int(1, 28)).padStart(2, '0')}`;

export const FORM_TEMPLATES: readonly Template[] = [
  {
    definition: {
      column: [
        { type: 'input', prop: 'name', label: '姓名', span: 12, ...required('请输入姓名') },
        { type: 'input', prop: 'phone', label: '联系电话', span: 12 },
        {
          type: 'select',
          prop: 'kind',
          label: '类别',
          span: 12,
          ...choices('居民', '商户', '单位'),
          ...required('请选择类别'),
        },
        day('day', '登记日期'),
      ],
    },
    answer: (gen) => ({
      name: person(gen),
      phone: `13${gen.digits(9)}`,
      kind: String(gen.int(1, 3)),
      day: dayText(gen),
    }),
  },
  {
    definition: {
      column: [
        { type: 'input', prop: 'matter', label: '反映事项', span: 24, ...required('请输入反映事项') },
        { type: 'textarea', prop: 'detail', label: '情况说明', span: 24, minRows: 2 },
        {
          type: 'radio',
          prop: 'satisfaction',
          label: '满意度',
          span: 12,
          ...choices('满意', '基本满意', '不满意'),
        },
        day('day', '反馈日期'),
      ],
    },
    answer: (gen) => ({
      matter: gen.pick(['道路破损', '路灯不亮', '垃圾清运', '噪音扰民', '停车难', '绿化养护']),
      detail: gen.pick(['已现场查看，正在协调处理。', '已转交社区网格员跟进。', '已处理完毕，居民认可。']),
      satisfaction: String(gen.int(1, 3)),
      day: dayText(gen),
    }),
  },
];

const KINDS = [
  { form: 'application-form', data: 'application-form-data', owner: 'applyId' },
  { form: 'tool-app-form', data: 'tool-app-form-data', owner: 'appId' },
] as const;

/** Gives the generated forms definitions and files the generated answers against published ones. */
export function seedFormApps(db: DatabaseSync, registry: Registry): void {
  nameFormApps(db, registry);
  for (const kind of KINDS) {
    const formSpec = registry[kind.form];
    const dataSpec = registry[kind.data];
    if (!formSpec || !dataSpec) continue;
    for (const tenantId of SEED_TENANTS) {
      const forms = findRows(db, formSpec, { tenantId });
      if (forms.length === 0) continue;
      const template = new Map<string, Template>();
      forms.forEach((form, i) => {
        const which = i % FORM_TEMPLATES.length;
        const chosen = FORM_TEMPLATES[which]!;
        template.set(String(form.id), chosen);
        // The first form is published whatever was generated: every tenant has one to file answers to.
        const status = i === 0 ? 1 : Number(form.status) === 1 ? 1 : 0;
        const names = FORM_NAMES[which]!;
        const formName = names[Math.floor(i / FORM_TEMPLATES.length) % names.length];
        Object.assign(form, { content: JSON.stringify(chosen.definition), status, formName });
        if (kind.form === 'application-form') {
          const group = groupOf(db, registry, tenantId, form);
          if (group) form.groupId = group;
          else delete form.groupId;
        }
        updateRow(db, formSpec, String(form.id), form);
      });
      const published = forms.filter((f) => f.status === 1);
      if (kind.form === 'application-form') linkFormPermissions(db, registry, tenantId, forms);
      const gen = generator(hash(`${kind.data}|${tenantId}|answers`));
      findRows(db, dataSpec, { tenantId }).forEach((row, i) => {
        const form = published[i % published.length]!;
        const answers = template.get(String(form.id))!.answer(gen);
        updateRow(db, dataSpec, String(row.id), {
          ...row,
          formId: String(form.id),
          formKey: form.formKey,
          [kind.owner]: String(form[kind.owner] ?? ''),
          formData: JSON.stringify(answers),
        });
      });
    }
  }
}
