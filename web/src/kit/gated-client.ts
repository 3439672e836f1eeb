import { type ResourceClient, type Row, saveCall } from '@nbxt/core/crud/client.ts';
import { RefusedError } from '@nbxt/core/http/errors.ts';
import { isRead } from '@nbxt/core/resources/grants.ts';
import { findOperation } from '@nbxt/core/resources/operations.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import type { SpecClient } from '@nbxt/core/spec-client.ts';
import type { MayCall } from './permissions.tsx';

/** A change a screen tried without its grant: the entry and operation (a test's evidence of an ungated control). */
export type Ungated = (spec: ResourceSpec, operation: string) => void;

const hasIdOf = (spec: ResourceSpec, args: unknown): boolean => {
  if (!args || typeof args !== 'object') return false;
  const id = (args as Row)[spec.idField];
  return id !== undefined && id !== null && String(id) !== '';
};

/**
 * The client the screens below the shell call through (platform.md §6): every change, export and upload
 * of an entry is checked against core's one declaration (grants.ts) before it is sent, and one the role is
 * not granted is refused here as the server would refuse it (RefusedError: 请求未授权, the session stays),
 * whatever screen, kit part or custom page made it. Reads pass (the route's menu grants them).
 */
export function gatedClient(client: SpecClient, mayCall: MayCall, ungated?: Ungated): SpecClient {
  const gated = new WeakMap<ResourceClient, ResourceClient>();
  /** The refusal of a call the role is not granted, as a failed call (the client's calls are promises). */
  const refusal = (spec: ResourceSpec, name: string, hasId: boolean): Promise<never> | undefined => {
    const op = findOperation(spec, name);
    // Reads are the route's (its menu); an unknown name fails in the resource client itself.
    if (!op || isRead(op) || mayCall(spec, name, hasId)) return undefined;
    ungated?.(spec, name);
    return Promise.reject(new RefusedError('', { status: 0 }));
  };
  const gate = (resource: ResourceClient): ResourceClient => {
    let wrapped = gated.get(resource);
    if (wrapped) return wrapped;
    const spec = resource.spec;
    // The resource's own methods run on this object: those that send through `send` are checked there too.
    const own = resource as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    const guarded = (method: string, check: (...args: unknown[]) => [string, boolean]) => ({
      value: (...args: unknown[]) => {
        const [name, hasId] = check(...args);
        return refusal(spec, name, hasId) ?? own[method]!.apply(wrapped, args);
      },
    });
    wrapped = Object.create(resource, {
      send: guarded('send', (name, args) => [String(name), hasIdOf(spec, args)]),
      call: guarded('call', (name, args) => [String(name), hasIdOf(spec, args)]),
      submit: guarded('submit', (record) => [saveCall(spec) ?? 'submit', hasIdOf(spec, record)]),
      remove: guarded('remove', () => ['remove', false]),
      upload: guarded('upload', (name) => [String(name), false]),
      download: guarded('download', (name) => [String(name), false]),
    }) as ResourceClient;
    gated.set(resource, wrapped);
    return wrapped;
  };
  return {
    transport: client.transport,
    session: client.session,
    call: (method, path, options) => client.call(method, path, options),
    resource: ((nameOrSpec: string | ResourceSpec) =>
      gate(client.resource(nameOrSpec as ResourceSpec) as ResourceClient)) as SpecClient['resource'],
  };
}
