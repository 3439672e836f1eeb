import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskRoleProject } from '../../core/src/modules/task-definitions.ts';
import { type Api, openApi } from './helpers.ts';

const PATH = `/api${taskRoleProject.path}`;

describe('sandbox: a task role’s project authorisation', () => {
  let api: Api;
  let token: string;
  beforeAll(async () => {
    api = await openApi();
    token = (await api.token()).access_token;
  });
  afterAll(async () => {
    await api?.sandbox.close();
  });

  it('clear (roleId) empties what the role was authorised for; other roles keep theirs', async () => {
    const detail = async (roleId: string) =>
      (await api.call(token, 'GET', `${PATH}/detail?roleId=${roleId}`)).json.data as {
        interfaceIds?: unknown;
      } | null;
    for (const [roleId, interfaceIds] of [
      ['9001', '11,12'],
      ['9002', '13'],
    ])
      expect((await api.call(token, 'POST', `${PATH}/submit`, { roleId, interfaceIds })).json.success).toBe(
        true,
      );
    expect(String((await detail('9001'))?.interfaceIds)).toBe('11,12');
    const cleared = await api.call(token, 'POST', `${PATH}/clear?roleId=9001`);
    expect(cleared.json.success).toBe(true);
    expect((await detail('9001'))?.interfaceIds ?? null).toBeNull();
    expect(String((await detail('9002'))?.interfaceIds)).toBe('13');
  });
});
