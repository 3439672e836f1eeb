/**
 * Desired-state documents: zod schemas built from the kinds, and validation that names the file, the
 * document and the field path of every problem. Documents arrive already parsed (YAML/JSON reading is
 * the front end's job), one object each.
 */
import { z } from 'zod';
import { findKind, isNumberField, type KindSpec, kindNameOf, kinds, UNSUPPORTED_RESOURCES } from './kinds.ts';
import { type DesiredNode, type Grants, nodeKey, type Scalar, type SourceRef } from './model.ts';

export interface DocumentSource {
  file: string;
  documents: unknown[];
}

export interface DocumentIssue {
  file: string;
  /** 1-based position of the document in its file. */
  document: number;
  /** Field path (`children[1].dictKey`); empty for the document itself. */
  path: string;
  message: string;
}

export function formatIssue(issue: DocumentIssue): string {
  return `${issue.file}: document ${issue.document}${issue.path ? `: ${issue.path}` : ''}: ${issue.message}`;
}

export class DocumentValidationError extends Error {
  readonly issues: DocumentIssue[];
  constructor(issues: DocumentIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'DocumentValidationError';
    this.issues = issues;
  }
}

const key = z.string().min(1, 'must not be empty');
const codeList = z.array(key).refine((list) => new Set(list).size === list.length, 'lists a code twice');

function fieldSchemas(spec: KindSpec): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  for (const f of spec.fields) shape[f.name] = (isNumberField(f) ? z.number() : z.string()).optional();
  return shape;
}

interface DictItemDoc {
  dictKey: string;
  children?: DictItemDoc[];
  [field: string]: unknown;
}

function dictItemSchema(spec: KindSpec): z.ZodType<DictItemDoc> {
  const item: z.ZodType<DictItemDoc> = z.lazy(() =>
    z.strictObject({ dictKey: key, ...fieldSchemas(spec), children: z.array(item).optional() }),
  ) as z.ZodType<DictItemDoc>;
  return item;
}

const schemaCache = new Map<string, z.ZodType>();

/** The zod schema of one kind's documents. */
export function documentSchema(spec: KindSpec): z.ZodType {
  const cached = schemaCache.get(spec.kind);
  if (cached) return cached;
  const base: Record<string, z.ZodType> = {
    kind: z.literal(spec.kind),
    [spec.key]: key,
    ...fieldSchemas(spec),
  };
  if (spec.tenantScoped) base.tenant = key.optional();
  if (spec.shape === 'dict') {
    base.dictKey = z.string().optional();
    base.children = z.array(dictItemSchema(spec)).optional();
  }
  if (spec.shape === 'role') {
    base.parent = key.nullable().optional();
    base.grants = z
      .strictObject({
        menus: codeList.optional(),
        dataScopes: codeList.optional(),
        apiScopes: codeList.optional(),
      })
      .optional();
  }
  const schema = z.strictObject(base);
  schemaCache.set(spec.kind, schema);
  return schema;
}

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out;
}

function issueMessage(issue: z.core.$ZodIssue): string {
  const text = issue.message.replace(/^Invalid input: /, '');
  if (issue.code === 'invalid_type' && issue.expected === 'string' && /received number/.test(issue.message)) {
    return `${text} (quote it, e.g. '007', so YAML keeps it a string)`;
  }
  return text;
}

function zodIssues(error: z.ZodError, source: SourceRef): DocumentIssue[] {
  const out: DocumentIssue[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const k of issue.keys) {
        out.push({ ...source, path: pathText([...issue.path, k]), message: 'unknown field' });
      }
      continue;
    }
    out.push({ ...source, path: pathText(issue.path), message: issueMessage(issue) });
  }
  return out;
}

const fieldsOf = (spec: KindSpec, doc: Record<string, unknown>): Record<string, Scalar> => {
  const fields: Record<string, Scalar> = {};
  for (const f of spec.fields) {
    const value = doc[f.name];
    if (value !== undefined) fields[f.name] = value as Scalar;
  }
  return fields;
};

/** One document's nodes (a dictionary gives its root and every item, parents first). */
function nodesOf(
  spec: KindSpec,
  doc: Record<string, unknown>,
  tenant: string | null,
  source: SourceRef,
): DesiredNode[] {
  const keyValue = String(doc[spec.key]);
  const root: DesiredNode = {
    kind: spec.kind,
    tenant,
    path: [keyValue],
    fields: fieldsOf(spec, doc),
    source,
  };
  if (spec.shape === 'role') {
    if (doc.parent !== undefined) root.parent = (doc.parent as string | null) ?? null;
    if (doc.grants !== undefined) root.grants = doc.grants as Partial<Grants>;
    return [root];
  }
  if (spec.shape !== 'dict') return [root];
  if (doc.dictKey !== undefined) root.fields.dictKey = doc.dictKey as string;
  const out: DesiredNode[] = [root];
  const walk = (parent: DesiredNode, children: DictItemDoc[] | undefined) => {
    if (children === undefined) return;
    parent.childrenManaged = true;
    for (const child of children) {
      const node: DesiredNode = {
        kind: spec.kind,
        tenant,
        path: [...parent.path, child.dictKey],
        fields: fieldsOf(spec, child),
        source,
      };
      out.push(node);
      walk(node, child.children);
    }
  };
  walk(root, doc.children as DictItemDoc[] | undefined);
  return out;
}

/** BladeX keeps (code, dictKey) unique across a dictionary's whole tree, not only among siblings. */
function dictKeyIssues(doc: Record<string, unknown>, source: SourceRef): DocumentIssue[] {
  const issues: DocumentIssue[] = [];
  const firstAt = new Map<string, string>();
  if (typeof doc.dictKey === 'string') firstAt.set(doc.dictKey, 'dictKey');
  const walk = (items: DictItemDoc[] | undefined, at: string) => {
    items?.forEach((item, index) => {
      const path = `${at}[${index}]`;
      const first = firstAt.get(item.dictKey);
      if (first === undefined) firstAt.set(item.dictKey, `${path}.dictKey`);
      else
        issues.push({
          ...source,
          path: `${path}.dictKey`,
          message: `dictKey ${item.dictKey} is already used at ${first}; a key is unique in the whole dictionary`,
        });
      walk(item.children, `${path}.children`);
    });
  };
  walk(doc.children as DictItemDoc[] | undefined, 'children');
  return issues;
}

export interface ValidatedDocuments {
  nodes: DesiredNode[];
  issues: DocumentIssue[];
}

/**
 * Validate documents and turn them into desired nodes. Documents of tenant-scoped kinds without `tenant`
 * belong to `defaultTenant` (the signed-in one). The same object twice is an error.
 */
export function validateDocuments(
  sources: readonly DocumentSource[],
  defaultTenant: string,
): ValidatedDocuments {
  const nodes: DesiredNode[] = [];
  const issues: DocumentIssue[] = [];
  const seen = new Map<string, SourceRef>();
  for (const { file, documents } of sources) {
    documents.forEach((doc, index) => {
      // An empty YAML document (a stray `---`) keeps its number but says nothing.
      if (doc === undefined) return;
      const source: SourceRef = { file, document: index + 1 };
      if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
        issues.push({ ...source, path: '', message: 'a document must be an object with a kind' });
        return;
      }
      const record = doc as Record<string, unknown>;
      const kindName = record.kind;
      const spec = typeof kindName === 'string' ? findKind(kindName) : undefined;
      if (!spec || spec.kind !== kindName) {
        const unsupported = Object.entries(UNSUPPORTED_RESOURCES).find(
          ([name]) => typeof kindName === 'string' && kindNameOf(name) === kindName,
        );
        issues.push({
          ...source,
          path: 'kind',
          message: unsupported
            ? `${String(kindName)} cannot be kept as desired state: ${unsupported[1]}`
            : spec
              ? `write the kind as ${spec.kind}`
              : `unknown kind ${JSON.stringify(kindName)}; one of ${kinds.map((k) => k.kind).join(', ')}`,
        });
        return;
      }
      const parsed = documentSchema(spec).safeParse(record);
      if (!parsed.success) {
        issues.push(...zodIssues(parsed.error, source));
        return;
      }
      if (spec.shape === 'dict') {
        const keyIssues = dictKeyIssues(record, source);
        issues.push(...keyIssues);
        if (keyIssues.length > 0) return;
      }
      const tenant = spec.tenantScoped ? ((record.tenant as string | undefined) ?? defaultTenant) : null;
      for (const node of nodesOf(spec, record, tenant, source)) {
        const k = nodeKey(node);
        const first = seen.get(k);
        if (first) {
          const itemPath = node.path.length > 1 ? ` item ${node.path.slice(1).join('/')}` : '';
          issues.push({
            ...source,
            path: node.path.length > 1 ? 'children' : spec.key,
            message: `${spec.kind} ${node.path[0]}${itemPath} is also defined in ${first.file} document ${first.document}`,
          });
          continue;
        }
        seen.set(k, source);
        nodes.push(node);
      }
    });
  }
  return { nodes, issues };
}
