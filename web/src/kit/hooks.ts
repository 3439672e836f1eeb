import type { Filters, Row } from '@nbxt/core/crud/client.ts';
import { callGuarded, guardArgs } from '@nbxt/core/crud/guard.ts';
import type { Page } from '@nbxt/core/crud/page.ts';
import { findOperation } from '@nbxt/core/resources/operations.ts';
import { successKey } from '@nbxt/core/resources/replies.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../app/errors.ts';
import { saveDownload } from '../crud/download.ts';
import { useClient } from './client.tsx';
import { notifyFailure, notifySuccess } from './notices.ts';

/**
 * The data of the module screens, over core's client from context: every query of an entry is keyed under
 * ['resource', name] so that a change to it reloads them all. Screens hold no paths or bodies.
 */

export const entryKey = (spec: ResourceSpec) => ['resource', spec.name] as const;

export function operationOf(spec: ResourceSpec, name: string): OperationSpec {
  const op = findOperation(spec, name);
  if (!op) throw new Error(`${spec.name} has no operation ${name}`);
  return op;
}

/** One page of an entry's list (its standard list call, or its own `list` operation). */
export function useList(spec: ResourceSpec, params: { current: number; size: number; filters?: Filters }) {
  const client = useClient();
  const { current, size, filters = {} } = params;
  return useQuery<Page<Row>>({
    queryKey: [...entryKey(spec), 'list', { current, size, filters, key: null }],
    queryFn: ({ signal }) => client.resource(spec).list({ current, size, filters, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One record by id (the detail call, else the list filtered by it); not asked for without an id. */
export function useRecord(spec: ResourceSpec, id: string | undefined) {
  const client = useClient();
  return useQuery<Row>({
    queryKey: [...entryKey(spec), 'detail', id],
    queryFn: ({ signal }) => client.resource(spec).record(id!, signal),
    enabled: Boolean(id),
  });
}

/** A safe operation's reply (statistics, chart, progress, lookups), keyed by entry, operation and arguments. */
export function useOperation<T = unknown>(
  spec: ResourceSpec,
  name: string,
  args: Record<string, unknown> = {},
  options: { enabled?: boolean; refetchInterval?: number | false; staleTime?: number } = {},
) {
  const client = useClient();
  const enabled = options.enabled ?? true;
  // Only a call that is made must be a read (an import without a result step names its upload, disabled).
  if (enabled && !operationOf(spec, name).safe)
    throw new Error(`${spec.name} ${name} changes data: use useAction`);
  return useQuery<T>({
    queryKey: [...entryKey(spec), 'op', name, args],
    queryFn: ({ signal }) => client.resource(spec).call<T>(name, args, signal),
    enabled,
    refetchInterval: options.refetchInterval ?? false,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}

export interface ActionOptions {
  onSuccess?: (data: unknown) => void;
}

/**
 * Operations of an entry run by the user (confirmation is the caller's): on success its text (the spec's
 * add, update and delete successes, else the generic one: crud.* and kit.op.success) and the entry's
 * queries reloaded; a download is saved as a file
 * instead. A guarded operation runs its check first with the arguments taken from `record` (the row it
 * acts on) and is not sent when the check fails. On failure the server's msg is shown and kept in
 * `failure` for a dialog, which stays open (platform.md §8).
 */
export function useRun(spec: ResourceSpec, options: ActionOptions = {}) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  const mutation = useMutation({
    mutationFn: async ({ name, args = {}, record }: { name: string; args?: unknown; record?: Row }) => {
      const api = client.resource(spec);
      const op = operationOf(spec, name);
      if (op.guard) return callGuarded(api, name, args, guardArgs(op, record));
      if (!op.download) return api.call(name, args);
      await saveDownload(await api.download(name, args as Record<string, unknown>));
      return undefined;
    },
    onMutate: () => setFailure(undefined),
    onSuccess: async (data, { name, args }) => {
      if (!operationOf(spec, name).download) {
        notifySuccess(t(successKey(spec, name, args)));
        await queryClient.invalidateQueries({ queryKey: entryKey(spec) });
      }
      options.onSuccess?.(data);
    },
    onError: (error) => {
      const text = errorText(error, t);
      setFailure(text);
      if (text) notifyFailure(text);
    },
  });
  return {
    run: mutation.mutate,
    runAsync: mutation.mutateAsync,
    pending: mutation.isPending,
    failure,
    clearFailure: () => setFailure(undefined),
  };
}

/** One operation of an entry run by the user (see useRun). */
export function useAction(spec: ResourceSpec, name: string, options: ActionOptions = {}) {
  operationOf(spec, name);
  const run = useRun(spec, options);
  return {
    ...run,
    run: (args?: unknown) => run.run({ name, args }),
    runAsync: (args?: unknown) => run.runAsync({ name, args }),
  };
}
