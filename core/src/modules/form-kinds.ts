import type { Row } from '../crud/client.ts';
import type { ResourceSpec } from '../resources/types.ts';
import { FORM_MODULES, formSpec } from './form-modules.ts';

/** A kind of designed form (forms-and-survey.md §7): application forms or tool-app forms. */
export interface FormKind {
  form: ResourceSpec;
  data: ResourceSpec;
  /** The form's owner field: its application or tool app. */
  owner: 'applyId' | 'appId';
  /** The owners' entry (applications or tool apps). */
  owners: ResourceSpec;
  /** The designer screen's path (`:appId`, `:formId`). */
  designer: string;
  /** The export of a form's answers: its entry, operation and the form's arguments. */
  exporter: { spec: ResourceSpec; name: string; args: (form: Row) => Record<string, unknown> };
}

const screenPath = (custom: string) =>
  FORM_MODULES.flatMap((m) => m.screens).find((s) => s.custom === custom)?.path ?? '/';

export const formKind = (kind: 'application' | 'tool-app'): FormKind =>
  kind === 'application'
    ? {
        form: formSpec('application-form'),
        data: formSpec('application-form-data'),
        owner: 'applyId',
        owners: formSpec('application'),
        designer: screenPath('applicationFormDesigner'),
        // §7 Application forms lists one export, GET refuseclassify/formdata/export/{id}: the form's id.
        exporter: {
          spec: formSpec('application-form'),
          name: 'export',
          args: (form) => ({ id: String(form.id) }),
        },
      }
    : {
        form: formSpec('tool-app-form'),
        data: formSpec('tool-app-form-data'),
        owner: 'appId',
        owners: formSpec('tool-app'),
        designer: screenPath('toolAppFormDesigner'),
        // §7 Tool apps: POST tool-app/nbxtToolAppForm/export, the form key in the body.
        exporter: {
          spec: formSpec('tool-app-form'),
          name: 'export',
          args: (form) => ({ formKey: String(form.formKey) }),
        },
      };

/** The form-filling screen's address for a form key (and a task run). */
export function fillingAddress(formKey: string, taskExecuteId?: string): string {
  const query = new URLSearchParams({ formKey, ...(taskExecuteId ? { taskExecuteId } : {}) });
  return `${screenPath('formDataTaskLink')}?${query}`;
}

/** The form data screen's address showing one form's answers. */
export const dataAddress = (kind: FormKind, formKey: string) =>
  `${FORM_MODULES.flatMap((m) => m.screens).find((s) => s.resource === kind.data.name && s.view === 'custom')?.path}?formKey=${encodeURIComponent(formKey)}`;

export const designerAddress = (kind: FormKind, appId: string, formId: string) =>
  kind.designer.replace(':appId', encodeURIComponent(appId)).replace(':formId', encodeURIComponent(formId));
