import type { Filters, Row } from '@nbxt/core/crud/client.ts';
import { callGuarded, guardArgs } from '@nbxt/core/crud/guard.ts';
import type { Page } from '@nbxt/core/crud/page.ts';
import { findOperation } from '@nbxt/core/resources/operations.ts';
import { successKey } from '@nbxt/core/resources/replies.ts';
import type { OperationArgs, OperationName, OperationReply } from '@nbxt/core/resources/typed.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { SpecClient } from '@nbxt/core/spec-client.ts';
import {
  keepPreviousData,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from './client.tsx';
import { saveDownload } from './download.ts';
import { notifyError, notifySuccess } from './notices.ts';
import { useMayCall, useUngated } from './permissions.tsx';

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
export function useList(
  spec: ResourceSpec,
  params: { current: number; size: number; filters?: Filters },
  /** Not asked while false (a list scoped by a choice not yet made). */
  enabled = true,
) {
  const client = useClient();
  const { current, size, filters = {} } = params;
  return useQuery<Page<Row>>({
    queryKey: [...entryKey(spec), 'list', { current, size, filters, key: null }],
    queryFn: ({ signal }) => client.resource(spec).list({ current, size, filters, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every record of an entry over every page (the choices of a picker): one query per entry and page size. */
export function useAll(spec: ResourceSpec, size?: number) {
  const client = useClient();
  return useQuery<Row[]>({
    queryKey: [...entryKey(spec), 'all', size ?? null],
    queryFn: ({ signal }) => client.resource(spec).listAll({ ...(size ? { size } : {}), signal }),
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

interface OperationQueryOptions {
  enabled?: boolean;
  refetchInterval?: number | false;
  /** How long a reply read counts as fresh (0: read again on every mount). */
  staleTime?: number;
}

/**
 * A safe operation's reply (statistics, chart, progress, lookups), keyed by entry, operation and arguments:
 * typed by the entry's declaration (core/src/resources/typed.ts) when its spec's type is the declared one;
 * unknown (read it with core's readers) for an entry known only at run time.
 */
export function useOperation<S extends ResourceSpec, K extends OperationName<S>>(
  spec: S,
  name: K,
  args?: OperationArgs<S, K> & Record<string, unknown>,
  options?: OperationQueryOptions,
): UseQueryResult<OperationReply<S, K>>;
export function useOperation(
  spec: ResourceSpec,
  name: string,
  args: Record<string, unknown> = {},
  options: OperationQueryOptions = {},
): UseQueryResult<unknown> {
  const client = useClient();
  const enabled = options.enabled ?? true;
  // Only a call that is made must be a read (an import without a result step names its upload, disabled).
  if (enabled && !operationOf(spec, name).safe)
    throw new Error(`${spec.name} ${name} changes data: use useAction`);
  return useQuery({
    queryKey: [...entryKey(spec), 'op', name, args],
    queryFn: ({ signal }) => client.resource(spec).send(name, args, signal),
    enabled,
    refetchInterval: options.refetchInterval ?? false,
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}

export interface TaskOptions<A, T> {
  /** The success notice's message key (from the arguments run); none: no notice. */
  success?: string | ((args: A) => string);
  /** The entries whose queries reload on success (from the arguments run). */
  reload?: readonly string[] | ((args: A) => readonly string[]);
  onSuccess?: (data: T, args: A) => unknown;
}

/**
 * The failure of a change the user asked for, kept for a dialog (which stays open and usable,
 * platform.md §8) after the one failure handler (notifyError) has shown it.
 */
export function useFailure() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  return {
    failure,
    clear: () => setFailure(undefined),
    fail: (error: unknown) => setFailure(notifyError(error, t)),
  };
}

/**
 * A change the user runs that is more than one declared operation's call (several calls, an upload, a
 * choice of calls): `run` is given the context client and the arguments; on success the notice and the
 * reloads asked for, on failure the console's one handler (the text also kept in `failure`).
 */
export function useTask<A = void, T = unknown>(
  run: (client: SpecClient, args: A) => Promise<T>,
  options: TaskOptions<A, T> = {},
) {
  const client = useClient();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const failed = useFailure();
  const mutation = useMutation({
    mutationFn: (args: A) => run(client, args),
    onMutate: failed.clear,
    onSuccess: async (data, args) => {
      const success = typeof options.success === 'function' ? options.success(args) : options.success;
      if (success) notifySuccess(t(success));
      const reload = typeof options.reload === 'function' ? options.reload(args) : (options.reload ?? []);
      await Promise.all(
        reload.map((name) => queryClient.invalidateQueries({ queryKey: ['resource', name] })),
      );
      await options.onSuccess?.(data, args);
    },
    onError: failed.fail,
  });
  return {
    run: mutation.mutate,
    runAsync: mutation.mutateAsync,
    pending: mutation.isPending,
    failure: failed.failure,
    clearFailure: failed.clear,
  };
}

export interface ActionOptions {
  onSuccess?: (data: unknown) => void;
  /** Other entries whose queries reload on success (the entry's own always do). */
  reload?: readonly string[];
}

/**
 * Operations of an entry run by the user (confirmation is the caller's): on success its text (the spec's
 * add, update and delete successes, else the generic one: crud.* and kit.op.success) and the entry's
 * queries reloaded; a download is saved as a file
 * instead. A guarded operation runs its check first with the arguments taken from `record` (the row it
 * acts on) and is not sent when the check fails. On failure the server's msg is shown and kept in
 * `failure` for a dialog, which stays open (platform.md §8). `may(name, hasId)` says whether the role is
 * granted the call (core's grants.ts): a screen shows the control that runs it only then (the client
 * below the shell refuses it otherwise, gated-client.ts).
 */
export function useRun(spec: ResourceSpec, options: ActionOptions = {}) {
  type Run = { name: string; args?: unknown; record?: Row };
  const changes = ({ name }: Run) => !operationOf(spec, name).download;
  const mayCall = useMayCall();
  const task = useTask<Run, unknown>(
    async (client, { name, args = {}, record }) => {
      const api = client.resource(spec);
      const op = operationOf(spec, name);
      if (op.guard) return callGuarded(api, name, args, guardArgs(op, record));
      if (!op.download) return api.send(name, args);
      await saveDownload(await api.download(name, args as Record<string, unknown>));
      return undefined;
    },
    {
      success: (run) => (changes(run) ? successKey(spec, run.name, run.args) : ''),
      reload: (run) => (changes(run) ? [spec.name, ...(options.reload ?? [])] : []),
      onSuccess: (data) => options.onSuccess?.(data),
    },
  );
  return { ...task, may: (name: string, hasId = false) => mayCall(spec, name, hasId) };
}

/**
 * One operation of an entry run by the user (see useRun): `allowed` (a submit: `may(true)` for an edit)
 * says whether the role is granted it; the screen offers the control only then. A screen that renders the
 * hook for a role without the grant and never asks (neither `allowed` nor `may`) offers the change
 * ungated: ButtonPermissions' `ungated` hears of it (tests/web/kit/write-gates.test.tsx).
 */
export function useAction(spec: ResourceSpec, name: string, options: ActionOptions = {}) {
  operationOf(spec, name);
  const run = useRun(spec, options);
  const ungated = useUngated();
  const asked = useRef(false);
  asked.current = false;
  const granted = run.may(name);
  useEffect(() => {
    if (!asked.current && !granted) ungated?.(spec, name);
  });
  return {
    ...run,
    run: (args?: unknown) => run.run({ name, args }),
    runAsync: (args?: unknown) => run.runAsync({ name, args }),
    get allowed() {
      asked.current = true;
      return granted;
    },
    may: (hasId = false) => {
      asked.current = true;
      return run.may(name, hasId);
    },
  };
}
