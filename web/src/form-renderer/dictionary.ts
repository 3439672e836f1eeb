import {
  type DicItem,
  fieldProp,
  remoteItems,
  remoteRequest,
  staticItems,
  valueFields,
} from '@nbxt/core/form/fill.ts';
import { getOwn, type PlainObject } from '@nbxt/core/form/plain.ts';
import type { SpecClient } from '@nbxt/core/spec-client.ts';
import { useEffect, useMemo, useState } from 'react';
import { useFormContext } from './context.ts';
import { useFieldValue } from './store.ts';

/** Replies of remote dictionaries, by request: fields with the same dictionary ask once. */
const replies = new Map<string, Promise<unknown>>();

function fetchOnce(client: SpecClient, request: NonNullable<ReturnType<typeof remoteRequest>>) {
  const key = JSON.stringify(request);
  let reply = replies.get(key);
  if (!reply) {
    reply = client.call(request.method, request.path, { query: request.query, json: request.json });
    replies.set(key, reply);
    // A failure is not kept: the next form asks again.
    reply.catch(() => replies.delete(key));
  }
  return reply;
}

/** Forget the remote dictionaries asked so far (tests; a new session). */
export function forgetDictionaries(): void {
  replies.clear();
}

/** Each form's cascading parents by child prop (`cascaderItem`), found once per option, not per field. */
const parentsByOption = new WeakMap<PlainObject, Map<string, string>>();

function cascadeParentOf(option: PlainObject, prop: string): string | undefined {
  let parents = parentsByOption.get(option);
  if (!parents) {
    parents = new Map();
    for (const field of valueFields(option)) {
      const children = getOwn(field, 'cascaderItem');
      const parent = fieldProp(field);
      if (!Array.isArray(children) || parent === undefined) continue;
      // The first field naming a child is its parent (as core's cascadeParent finds it).
      for (const child of children)
        if (typeof child === 'string' && !parents.has(child)) parents.set(child, parent);
    }
    parentsByOption.set(option, parents);
  }
  return parents.get(prop);
}

export interface Dictionary {
  items: DicItem[];
  loading: boolean;
  failed: boolean;
}

/**
 * A choice field's items: dicData through `props`, or a remote dictionary (dicUrl, dicMethod, dicQuery)
 * through the console's client; `{{key}}` in dicUrl takes the value of the field naming this one in its
 * cascaderItem (`rel`), and the items follow that value.
 */
export function useDictionary(field: PlainObject): Dictionary {
  const { option, store, client, design } = useFormContext();
  const prop = fieldProp(field) ?? '';
  const parent = cascadeParentOf(option, prop);
  const parentValue = useFieldValue(store, parent ?? '');
  // The designer's canvas asks no server: a remote field shows its static items (none, mostly).
  const request = useMemo(
    () => (design ? undefined : remoteRequest(field, parent ? parentValue : undefined)),
    [field, parent, parentValue, design],
  );
  const fixed = useMemo(() => staticItems(field), [field]);
  const [remote, setRemote] = useState<{ key: string; items: DicItem[]; failed: boolean }>();
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!request) return;
    let live = true;
    fetchOnce(client, request).then(
      (data) => live && setRemote({ key, items: remoteItems(field, data), failed: false }),
      () => live && setRemote({ key, items: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, [client, request, key, field]);
  if (!request) return { items: fixed, loading: false, failed: false };
  if (remote?.key !== key) return { items: fixed, loading: true, failed: false };
  return { items: remote.items.length > 0 ? remote.items : fixed, loading: false, failed: remote.failed };
}
