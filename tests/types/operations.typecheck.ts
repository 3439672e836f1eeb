/**
 * Type tests of the typed operations (core/src/resources/typed.ts), checked by `npm run typecheck` (the root
 * tsconfig.json includes the tests) and never run: each `@ts-expect-error` line must fail to type-check, or
 * the directive itself is an error. A misspelt operation or argument fails tsc, not a click.
 */
import type { TreeNode } from '../../core/src/admin-ui/tree.ts';
import type { BladeClient } from '../../core/src/client.ts';
import type { Row } from '../../core/src/crud/client.ts';
import { jobs } from '../../core/src/modules/jobs.ts';
import { user } from '../../core/src/resources/system/user.ts';
import { menu } from '../../core/src/resources/system.ts';
import type { SpecClient } from '../../core/src/spec-client.ts';

declare const client: BladeClient;
/** The console's client (web/src/base/runtime.ts): entries by their declaration only. */
declare const consoleClient: SpecClient;

export async function typedOperations(): Promise<void> {
  const users = client.resource('user');
  // A declared operation with its declared arguments.
  await users.call('resetPassword', { userIds: '1,2' });
  // @ts-expect-error a misspelt operation
  await users.call('resetPasword', { userIds: '1' });
  // @ts-expect-error a misspelt argument
  await users.call('resetPassword', { userId: '1' });
  // @ts-expect-error a required argument left out
  await users.call('resetPassword', {});
  // @ts-expect-error an argument of the wrong type
  await users.call('updatePlatform', { userId: '1', userType: true });
  // @ts-expect-error a misspelt entry of the platform
  client.resource('usr');

  // Replies take their declared kind's or shape's type.
  const tree: TreeNode[] = await client.resource('dept').call('tree');
  const me: Row | null = await users.call('info');
  const grants = await client.resource(menu).call('grantTree');
  const forest: TreeNode[] = grants.menu;
  // @ts-expect-error the grant trees' menus are nodes, not ids
  const ids: string[] = grants.menu;

  // An entry of a module, by its declaration.
  const job = jobs.resources.find((spec) => spec.name === 'job');
  if (job) await client.resource(job).call('anything at all: a spec typed only as ResourceSpec');
  void [tree, me, forest, ids];
}

export async function consoleOperations(): Promise<void> {
  // The console names an entry by its declaration, typed as the platform's names are.
  await consoleClient.resource(user).call('resetPassword', { userIds: '1,2' });
  // @ts-expect-error a misspelt operation
  await consoleClient.resource(user).call('resetPasword', { userIds: '1' });
  // @ts-expect-error by name: the console's bundles carry no lookup (nor the declarations behind it)
  consoleClient.resource('user');
}
