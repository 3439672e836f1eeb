/** User administration and the signed-in user's profile: grants, passwords, phone binding, guests. */
import { randomInt, randomUUID } from 'node:crypto';
import { hashPlainPassword, hashWirePassword, splitIds } from '../auth.ts';
import type { Principal, SandboxState } from '../context.ts';
import { jsonBody, present } from '../resources.ts';
import { bindOauth, findOauth } from '../social.ts';
import { findRows, getRow, insertRow, type Row, updateRow } from '../store.ts';
import { Failure, fail, formatDateTime, ok, paramMissing, type Reply, status, thrown } from '../wire.ts';
import { type Route, required, spec } from './route.ts';

/** How long an SMS validation code stays valid. */
const SMS_CODE_TTL_MS = 5 * 60_000;

export const userRoutes: Record<string, Route> = {
  '/blade-user/info': {
    method: 'GET',
    handle: (state, _ctx, principal) => {
      const user = getRow(state.db, spec(state, 'user'), principal.userId, principal.tenantId);
      return ok(user ? present(spec(state, 'user'), user) : null);
    },
  },
  '/blade-user/grant': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const userIds = splitIds(required(ctx, 'userIds'));
      const roleIds = required(ctx, 'roleIds');
      return updateUsers(state, principal, userIds, () => ({ roleId: roleIds }));
    },
  },
  '/blade-user/reset-password': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const userIds = splitIds(required(ctx, 'userIds'));
      const paramSpec = spec(state, 'param');
      const initial = findRows(state.db, paramSpec, {
        tenantId: null,
        exact: { paramKey: 'account.initPassword' },
      })[0];
      const password = hashPlainPassword(String(initial?.paramValue ?? '123456'));
      return updateUsers(state, principal, userIds, () => ({ password }));
    },
  },
  '/blade-user/update-password': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const oldPassword = required(ctx, 'oldPassword');
      const newPassword = required(ctx, 'newPassword');
      if (newPassword !== required(ctx, 'newPassword1')) return fail('请输入正确的确认密码!');
      if (principal.user.password !== hashWirePassword(oldPassword)) return fail('原密码不正确!');
      return updateUsers(state, principal, [principal.userId], () => ({
        password: hashWirePassword(newPassword),
      }));
    },
  },
  // Phone binding (platform.md §3 profile, §7.2–7.3): a validation code is sent, then bound with its id.
  '/blade-resource/sms/endpoint/send-validate': {
    method: 'POST',
    handle: (state, ctx) => {
      const phone = required(ctx, 'phone');
      if (!/^1[3-9]\d{9}$/.test(phone)) return fail('手机号格式不正确');
      const id = randomUUID();
      const value = String(randomInt(0, 1_000_000)).padStart(6, '0');
      state.db
        .prepare('INSERT INTO sms_code (id, phone, value, expires_at) VALUES (?, ?, ?, ?)')
        .run(id, phone, value, state.clock.now() + SMS_CODE_TTL_MS);
      // The code itself only travels by SMS; tests read it through the control API.
      return ok({ id, phone });
    },
  },
  '/blade-user/bindPhone': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const phone = required(ctx, 'phone');
      const value = ctx.query.get('value') ?? ctx.form?.get('value') ?? '';
      const id = required(ctx, 'id');
      if (value === '') throw paramMissing('value');
      const sent = state.db.prepare('SELECT phone, value, expires_at FROM sms_code WHERE id = ?').get(id) as
        | { phone: string; value: string; expires_at: number }
        | undefined;
      if (!sent || sent.phone !== phone || sent.value !== value || sent.expires_at < state.clock.now()) {
        return fail('验证码不正确');
      }
      state.db.prepare('DELETE FROM sms_code WHERE id = ?').run(id);
      return updateUsers(state, principal, [principal.userId], () => ({ phone }));
    },
  },
  '/blade-user/cancelPhone': {
    method: 'POST',
    handle: (state, _ctx, principal) =>
      updateUsers(state, principal, [principal.userId], () => ({ phone: '' })),
  },
  '/blade-user/update-info': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const body = jsonBody(ctx);
      const { password: _p, account: _a, tenantId: _t, roleId: _r, id: _i, ...changes } = body;
      return updateUsers(state, principal, [principal.userId], () => changes);
    },
  },

  '/blade-user/platform-detail': {
    method: 'GET',
    handle: (state, ctx, principal) => {
      const user = getRow(state.db, spec(state, 'user'), required(ctx, 'id'), principal.tenantId);
      return ok(user ? { userId: user.id, userType: user.userType ?? 1, userExt: user.userExt ?? '' } : null);
    },
  },
  '/blade-user/update-platform': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      const userType = Number(required(ctx, 'userType'));
      const userExt = ctx.query.get('userExt') ?? ctx.form?.get('userExt') ?? '';
      return updateUsers(state, principal, [required(ctx, 'userId')], () => ({ userType, userExt }));
    },
  },
  '/blade-user/register-guest': {
    method: 'POST',
    handle: (state, ctx, principal) => {
      // UserServiceImpl.registerGuest: an account asked for by a guest, bound to its third-party identity
      // when one is named; it waits for an administrator with status 0.
      const tenantId = required(ctx, 'tenantId');
      const account = required(ctx, 'account');
      const userSpec = spec(state, 'user');
      const tenants = findRows(state.db, spec(state, 'tenant'), { tenantId: null, exact: { tenantId } });
      if (tenants.length === 0) throw new Failure(thrown(400, '租户信息错误!'));
      const oauthId = ctx.query.get('oauthId') ?? ctx.form?.get('oauthId') ?? '';
      if (oauthId && !findOauth(state, oauthId)) throw new Failure(thrown(400, '第三方登陆信息错误!'));
      if (findRows(state.db, userSpec, { tenantId, exact: { account } }).length > 0) {
        throw new Failure(thrown(400, `当前用户 [${account}] 已存在!`));
      }
      const id = state.nextId();
      const now = formatDateTime();
      insertRow(state.db, userSpec, id, tenantId, {
        id,
        tenantId,
        account,
        name: required(ctx, 'name'),
        realName: required(ctx, 'name'),
        // Saved through UserServiceImpl.submit, which hashes the password as typed (DigestUtil.encrypt).
        password: hashPlainPassword(required(ctx, 'password')),
        oauthId,
        roleId: '',
        deptId: '',
        userType: 1,
        createUser: principal.userId,
        createTime: now,
        updateTime: now,
        status: 0,
        isDeleted: 0,
      });
      if (oauthId) bindOauth(state, oauthId, id);
      return status(true);
    },
  },
  '/blade-resource/sms/endpoint/send-message': {
    method: 'POST',
    handle: (_state, ctx) => {
      required(ctx, 'code');
      required(ctx, 'phones');
      return status(true);
    },
  },
};

function updateUsers(
  state: SandboxState,
  principal: Principal,
  userIds: string[],
  change: (user: Row) => Row,
): Reply {
  const userSpec = spec(state, 'user');
  let hit = 0;
  for (const id of userIds) {
    const user = getRow(state.db, userSpec, id, principal.tenantId);
    if (!user) continue;
    updateRow(state.db, userSpec, id, {
      ...user,
      ...change(user),
      updateUser: principal.userId,
      updateTime: formatDateTime(),
    });
    hit++;
  }
  return status(hit > 0);
}
