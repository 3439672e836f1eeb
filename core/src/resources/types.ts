import type { ZodMiniType } from 'zod/mini';
import type { UploadRule } from '../validate/upload.ts';
/**
 * The resource registry's vocabulary: one declarative entry per backend resource. The console's generic
 * screens, the CLI's `nbxt <resource> …` commands and the sandbox's routes all read the same entry.
 */

/** `cron`: a Quartz expression, edited with the schedule editor (forms-and-survey.md §2.5). */
export type FieldType =
  | 'string'
  | 'text'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'id'
  | 'password'
  | 'cron';

export type FieldKind =
  | 'person'
  | 'company'
  | 'address'
  | 'phone'
  | 'mobile'
  | 'money'
  | 'idcard'
  | 'year'
  | 'month'
  | 'email'
  | 'url'
  | 'image'
  | 'title'
  | 'risk'
  | 'hazard'
  | 'content'
  | 'area'
  | 'code';

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
  /**
   * What the value is, beyond its type: how the console shows and checks it (a phone number; a `mobile`
   * number SMS go to, checked as business-modules.md §5 says; an amount of money, an image's address) and what realistic value the sandbox seeds.
   */
  kind?: FieldKind;
  /** The registry entry whose record this id (or comma list of ids) names: a contract's services name it. */
  ref?: string;
  /** With `ref`: a comma list of that entry's records (the members a task is launched to), picked several at once. */
  multiple?: boolean;
  /** Shown but never sent back (figures the server computes: counts, last run). */
  readOnly?: boolean;
  /** Never printed in full (secrets). */
  secret?: boolean;
  /** Dictionary code whose items label the values. */
  dict?: string;
  /**
   * A coded value whose codes neither the spec nor the projects it follows name (a householder's data
   * source): screens show whether it is set, never the bare code (the CLI prints it as it is).
   */
  unnamedCodes?: boolean;
  /**
   * The values a field takes when no server dictionary lists them (the module's own): `dict` is then
   * `<resource>.<field>`, a console dictionary labelled in both languages.
   */
  choices?: readonly { value: string; zh: string; en: string }[];
  /**
   * How a date or date-time travels when not in its type's usual text (`date-format.ts`): a dayjs format
   * such as BladeX's `YYYY-MM-DD HH:mm:ss` for a day picked without a time.
   */
  format?: string;
  /**
   * Typed with suggestions from another entry (a company's name from the business registry): its `find`
   * operation takes the typed text as its search argument and lists records; the one picked is read with
   * `detail` (its id) and fills the form: each field of `fill` from that record's field.
   */
  search?: { resource: string; find: string; detail: string; fill: Record<string, string> };
  /**
   * An amount that is a part of another field's amount (what was received of a contract's amount): never
   * more than it; `rest` marks the amount left of the whole once the named part is taken (outstanding).
   */
  partOf?: string;
  rest?: { of: string; after: string };
  /**
   * A total of other records: the sum of `field` over the records of `resource` whose `by` field names this
   * record (a contract's received amount is the sum of its receipts), kept so by the sandbox's seeds.
   */
  sumOf?: { resource: string; field: string; by: string };
  /**
   * Values the field takes, when no kind says what it holds (a task group's names, a log's operations):
   * what the sandbox seeds and a hint of what to type. `by` draws them by another field's value (a change
   * record's before and after by what was changed); by a number's band when that field is a number, each key
   * the lowest number of its band (a result by its score: `{ '0': ['不合格'], '60': ['合格'] }`). A sample may
   * be a template of the record's own values: `{year}` and `{month}` of its date, `{field}` of another field
   * (a payslip batch's `{year}年{month}月工资`). A `title` declares its samples: the titles of its entity.
   */
  samples?: readonly string[] | { by: string; values: Readonly<Record<string, readonly string[]>> };
  /**
   * A name shown beside a reference: the named field of the record the `ref` field holds (a contract's
   * customer name is its customer's customerName), kept in step with it by the sandbox.
   */
  follows?: { ref: string; field: string };
  /**
   * A region's depth (kind `area`, forms-and-survey.md §3.2 `level`): how many levels it is picked down to,
   * 1 to 6 (a householder's area goes to the village, 5). A value deeper is refused; required levels are
   * those §5.3 requires among these.
   */
  levels?: number;
  /**
   * An upload's limits (kind `image`, a comma list of addresses; §3.2 limit, accept, fileSize): checked by
   * `uploadProblem` wherever the record is entered.
   */
  upload?: UploadRule;
  /** With `ref`: the referenced entry's field the value holds when it is not the record's id (a tenant's code). */
  refKey?: string;
  /**
   * With `ref`: the referenced entry's read its picker offers (records or a tree of them, flattened) when
   * the spec names one instead of the list (a role's projects: `POST taskInterface/tree`).
   */
  refOptions?: string;
  /**
   * No two records of a tenant share the value (a task role's name: a picker offers each role once); seeds
   * draw it so (scripts/sandbox/seed-rules.ts checks it).
   */
  unique?: boolean;
  /** A date still ahead (a short link's expiry): the sandbox seeds it within the year after its anchor. */
  future?: boolean;
  /** A date that never falls before the named date field of the record (a deadline after the launch). */
  notBefore?: string;
  /**
   * A month (kind `month`, `yyyy-MM`) or a date that has begun by today: never a later one (a payslip batch
   * is uploaded for a month under way or past). Checked by `kindProblem` wherever the value is entered
   * (the console, `nbxt`, the sandbox).
   */
  begun?: boolean;
  /** Held only while the named field has one of these values (a finish time once done); empty otherwise. */
  onlyWhen?: { field: string; values: readonly string[] };
  /**
   * The value a new record starts with (a new short URL is 启用, a problem found is 待整改): the add form
   * starts with it and the sandbox stores it when the new record comes without it. Every state field (a
   * `…status` field with choices) declares it (tests/core/state-rules.test.ts).
   */
  initial?: string;
}

/**
 * The states of its record a row or rows action applies to: the record's `field` holds one of `in` (整改
 * only on a problem 待整改, 发布 only on an article 未发布). The console does not offer the action on other
 * records; the sandbox refuses the call on them and changes nothing (core/src/resources/states.ts).
 */
export interface StateRule {
  field: string;
  in: readonly string[];
}

export type HttpVerb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What one argument of an operation holds. `ids` is a list of ids (comma-joined in a query or form, a JSON
 * list in a body); `json` any JSON value (bodies only); `file` a file part of a multipart call.
 */
export type ParamType = 'string' | 'number' | 'integer' | 'boolean' | 'id' | 'ids' | 'date' | 'json' | 'file';

/** Where an argument travels: a `{name}` of the path, the query, the JSON body, a form body, a multipart part. */
export type ParamPlace = 'path' | 'query' | 'body' | 'form' | 'part';

export interface ParamSpec {
  type: ParamType;
  in: ParamPlace;
  required: boolean;
  /** One line for `--help` (English; the CLI has no other language). */
  summary?: string;
  /**
   * The registry entry whose record the argument names (its id, or a field of it): the call acts on that
   * entry's record rather than one of its own (the process instance a history belongs to).
   */
  ref?: string;
  /**
   * Where the console finds the values to choose from: the records a read-only operation of the same entry
   * (or of `resource`; `list`: its list's first page) returns, each offering its `value` field, shown by its
   * `label` field.
   */
  choices?: { operation: string; value: string; label: string; resource?: string };
  /** The stored path of a file the user uploads first (object storage's put-file), not typed. */
  upload?: boolean;
  /** Its label where the console asks for it and the entry has no field of its name. */
  text?: { zh: string; en: string };
  /** A search argument: the call returns the records whose `matches` field contains it (a company name). */
  matches?: string;
  /** The field of the entry's records the argument is matched on exactly (an account's menu by appId). */
  field?: string;
}

/**
 * The shape of a call's reply data (the envelope's `data`), from which its zod schema is built
 * (`schemas.ts`): `page` {records, total…}; `record` one object or null; `records` a list of objects;
 * `tree` a forest (`children`); `flag` R.status's boolean; `none` R.success (anything, usually nothing);
 * `figures` named totals (numbers or numeric strings); `chart` rows of a category and its values;
 * `value` one scalar; `progress` an import's progress; `file` a download (no envelope); `any` not shown.
 */
export type ReplyKind =
  | 'page'
  | 'record'
  | 'records'
  | 'tree'
  | 'flag'
  | 'none'
  | 'figures'
  | 'chart'
  | 'value'
  | 'progress'
  | 'file'
  | 'any';

/**
 * How the console offers an operation beyond the standard calls (the generic screens read it):
 * `row` an action on one record (its id), `rows` on the selected records (ids), `toolbar` a button above
 * the list (no record), `statistics` figures shown above the list, `chart` a chart of the list's data,
 * `import` an upload whose progress and result the `progress`/`result` operations report, `lookup` a
 * read used by screens (not offered as a button).
 */
export type OperationRole =
  | 'row'
  | 'rows'
  | 'toolbar'
  | 'statistics'
  | 'chart'
  | 'import'
  | 'progress'
  | 'result'
  | 'lookup';

/**
 * A figure of a statistics or chart reply: its label, and what it is over the resource's records: the sum
 * of a numeric field (`sum`), else how many records match `where` (exact values; all when absent).
 */
export interface Figure {
  zh: string;
  en: string;
  sum?: string;
  where?: Record<string, string>;
}

/** See OperationSpec.guard. */
export interface OperationGuard {
  operation: string;
  args: Record<string, string>;
}

/**
 * What a data-changing call does to the entry's records, for the sandbox to do, the console to show and
 * the write-effect test to read back (tests/sandbox/write-effects.test.ts). One of:
 * - an update: `target` is the argument holding the record's id (or ids), or, with `by`, the value of the
 *   field `by` the records are matched on (a role's records by roleId, a menu by its account); `sets` gives
 *   fields their new values, each from an argument or, written `=value`, a fixed one;
 * - `remove`: the records the target names are deleted;
 * - `upsert`: the call's JSON body is stored as the record, added without an id and updated with one (as
 *   a standard submit does); `target` names the body's argument holding the id when it is not the id field
 *   (the labor report's dataId); with `by` and `sets`, the record whose `by` field holds the target's value
 *   gets the values, added when there is none (an account's menu);
 * - `create`: the call's JSON body is stored as a new record every time (an assisted fill-in, a quick add);
 * - `none`: the call changes none of the entry's records, and why (a message sent, a file stored);
 * - `handler`: a dedicated sandbox handler applies it (workflow, jobs, tenants…): the file under
 *   scripts/sandbox that holds it, and what it changes; with `upsert` or `create`, the handler stores the
 *   body as those do (a form app's save), else `shows` tells what the read that follows shows, and `target`
 *   names the argument holding the record's id, which, unknown, fails the call and stores nothing.
 * `read` names the operation of the entry that shows the change (`detail`, else `list`, when absent).
 */
export interface OperationEffect {
  target?: string;
  by?: string;
  sets?: Record<string, string>;
  remove?: boolean;
  upsert?: boolean;
  create?: boolean;
  none?: string;
  handler?: string;
  read?: string;
  shows?: EffectShows;
}

/**
 * What the read that follows a handler's write shows (tests/sandbox/write-effects.test.ts makes the call and
 * reads it back). Values are written as sources: `=text` a fixed value; `$name` the call's argument `name`;
 * `@entry` the id of a stored record of that entry (the same record for every `@entry.field`, one of its
 * fields); `~` a fresh value of the argument's type; `^field` that field of the first record the read
 * returned before the call; `sms:id` / `sms:value` the validation code sent to the call's `phone`;
 * `md5:source` the MD5 hex of a value (a password as Saber sends it); `[source]` a list of one value.
 */
export interface EffectShows {
  /** The call's arguments (in order: a later one may name an earlier one); others by their type and ref. */
  given?: Record<string, string>;
  /** The read: an operation of the entry, or `<entry> <operation>` of another. */
  read?: string;
  /** The read's arguments. */
  args?: Record<string, string>;
  /** A record the read returns then holds each field's value (a list field: contains it). */
  holds?: Record<string, string>;
  /** These fields of the first record the read returns differ from before the call. */
  changes?: string[];
  /** The read returns this many records more than before the call (fewer when negative). */
  grows?: number;
  /** Another write (of the entry, or `<entry> <operation>`) made first with its own `given`: what this acts on. */
  after?: string;
  /** Writes made first with these arguments (`<entry> <operation>` or an operation of the entry). */
  first?: { call: string; given: Record<string, string> }[];
  /** The argument that, naming no record, fails the call (the target when absent: a batch's uuid). */
  unknown?: string;
  /** The account then signs in with this password (as Saber sends it). */
  signsIn?: { account: string; password: string };
}

export interface OperationSpec {
  method: HttpVerb;
  /** Relative to the resource path (`grant`, `doNow/{id}`) or absolute when starting with `/`. */
  path: string;
  /** Read-only: may be retried automatically. Unsafe calls (changing data) never are. */
  safe: boolean;
  /**
   * Where arguments that `params` does not declare go: the query, a JSON body (an entity, filters), a
   * form-urlencoded body (read by the server like query parameters, for what must stay out of URLs and
   * logs, such as a plain password), the parts of a multipart form, or nowhere (`none`: only the declared
   * arguments are taken).
   */
  args: 'query' | 'body' | 'form' | 'multipart' | 'none';
  /** The declared arguments, each with its type and place (`{name}` of the path are path arguments). */
  params: Record<string, ParamSpec>;
  /** What the reply's data holds. */
  reply: ReplyKind;
  /**
   * The reply data's shape where its kind says too little for the screens that read it (the grant trees of
   * menus, data scopes and API scopes): a zod schema, made on first use, refining the kind's. A call's reply
   * has its type (typed.ts); the contract tests check the sandbox's replies against it.
   */
  data?: () => ZodMiniType;
  /**
   * A binary download: `export` for a report export (a spreadsheet: `nbxt <resource> export`, the console's
   * export button), `file` for any other file the call returns (the process diagram image).
   */
  download?: 'export' | 'file';
  /** How the console offers it (generic screens); none: scripted and served, not a button. */
  role?: OperationRole;
  /** Button or heading text (zh/en) where the console shows it. */
  text?: { zh: string; en: string };
  /** For `figures` replies: each figure's key and label, and what it counts (the sandbox computes it). */
  figures?: Record<string, Figure>;
  /**
   * For `chart` replies: each row's category (a field of the resource; a date field groups by month) and
   * its values (series), labelled; `rankBy` names the series a ranking is ordered by, highest first
   * (categories are in their own order otherwise).
   */
  chart?: { x: string; series: Record<string, Figure>; rankBy?: string };
  /** What a data-changing call does to the entry's records (every unsafe call declares it): OperationEffect. */
  effect?: OperationEffect;
  /** Served without signing in (the public labor report reads and saves its record). */
  public?: boolean;
  /**
   * Served without signing in to a public form that needs it (form/public-calls.ts): the call names the
   * published form by its `formKey` argument, and that form has a field of this need (a region picked, a
   * department or person picked, a file uploaded). Nothing else is opened.
   */
  publicFor?: 'region' | 'people' | 'upload';
  /**
   * A check run before the call, every time, by the console and the CLI alike: `operation` is another
   * operation of the entry, `args` gives each of its arguments from a field of the record the call acts on
   * (the batch's `sendCount` for the payslip send's quota check). A check that fails stops the call: it is
   * never sent.
   */
  guard?: OperationGuard;
  /**
   * A row operation that edits the row's record (payslip's payrollRecordsEdit): the console opens the
   * entry's form on the row and sends its values, with the id, through this call instead of `submit`.
   */
  edits?: boolean;
  /**
   * A figure read and shown in the call's confirmation, before anything is sent (the remaining SMS quota,
   * checkQuota, before a payslip send): a read operation of the entry; each of its `args` from a field of
   * the record acted on, or `$tenantId`, the signed-in user's tenant; `text` the figure's label.
   */
  confirmShows?: { operation: string; args: Record<string, string>; text: { zh: string; en: string } };
  /** A row or rows action: the states of the record it applies to (StateRule). */
  when?: StateRule;
  /**
   * A toolbar call that changes records without a selection or an argument naming them: what it applies to
   * (全部定时任务), said in its confirmation so that it never acts on everything unannounced.
   */
  scope?: { zh: string; en: string };
  /** For `import`: the operations that report its progress and result (`importProcess`, `importResult`). */
  importSteps?: { progress: string; result?: string };
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
