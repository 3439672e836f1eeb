/**
 * The resource registry's vocabulary: one declarative entry per backend resource. The console's generic
 * screens, the CLI's `nbxt <resource> …` commands and the sandbox's routes all read the same entry.
 */

export type FieldType = 'string' | 'text' | 'number' | 'boolean' | 'date' | 'datetime' | 'id' | 'password';

export interface FieldSpec {
  name: string;
  /** i18n key of the label (`<resource>.<field>`); its texts are in `text`. */
  label: string;
  text: { zh: string; en: string };
  type?: FieldType;
  /** Message key shown when the field is empty on submit (client-side: the server may accept it). */
  required?: string;
  /** Shown as a column of the list. */
  list?: boolean;
  /** Offered as a list filter: LIKE by default on BladeX, or exact (`<name>_equal`). */
  filter?: 'like' | 'equal';
  /** Never printed in full (secrets). */
  secret?: boolean;
  /** Dictionary code whose items label the values. */
  dict?: string;
  /**
   * How a date or date-time travels when not in its type's usual text (`date-format.ts`): a dayjs format
   * such as BladeX's `YYYY-MM-DD HH:mm:ss` for a day picked without a time.
   */
  format?: string;
}

export type HttpVerb = 'GET' | 'POST';

export interface OperationSpec {
  method: HttpVerb;
  /** Relative to the resource path (`grant`, `doNow/{id}`) or absolute when starting with `/`. */
  path: string;
  /** Read-only: may be retried automatically. Unsafe calls (changing data) never are. */
  safe: boolean;
  /**
   * Where the arguments go: the query, a JSON body, a form-urlencoded body (`form`: read by the server
   * like query parameters, for what must stay out of URLs and logs, such as a plain password), or the
   * parts of a multipart form (sent with `ResourceClient.upload`).
   */
  args: 'query' | 'body' | 'form' | 'multipart' | 'none';
  /**
   * A binary download: `export` for a report export (a spreadsheet: `nbxt <resource> export`, the console's
   * export button), `file` for any other file the call returns (the process diagram image).
   */
  download?: 'export' | 'file';
  summary: string;
}

/**
 * How the list call looks: `page` GET with current/size (BladeX's default), `page-post` POST with the
 * filters in the body and paging in the query, `tree` GET returning a forest (role, dict), `array` GET
 * returning a plain list.
 */
export type ListStyle = 'page' | 'page-post' | 'tree' | 'array';

export type StandardOp = 'list' | 'detail' | 'submit' | 'remove';

export interface ResourceSpec {
  /** CLI noun and registry key (`param`, `dict-biz`, `log-usual`). */
  name: string;
  /** Gateway path of the resource (`/blade-system/param`). */
  path: string;
  /** i18n key of the resource's title (`resource.<name>`); its texts are in `text`. */
  label: string;
  text: { zh: string; en: string };
  /** Primary key field (`id` for nearly all). */
  idField: string;
  /** Field that identifies an object across environments (paramKey, code, tenantId, roleAlias). */
  naturalKey?: string;
  fields: FieldSpec[];
  list: { style: ListStyle; path: string };
  /** Standard calls this resource offers. */
  standard: readonly StandardOp[];
  /** Records belong to a tenant (the sandbox isolates them by tenant_id). */
  tenantScoped: boolean;
  /** Calls beyond the standard ones, by name (`grant`, `tree`, `dictionary`, `export`). */
  operations: Record<string, OperationSpec>;
}

export type Registry = Record<string, ResourceSpec>;
