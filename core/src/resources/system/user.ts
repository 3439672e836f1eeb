import { DATE_TIME_FORMAT } from '../date-format.ts';
import { op, resource, text, typedField } from '../define.ts';
import { num } from './fields.ts';

/** The users (platform.md §7.3): the forms' user pickers and a form permission reference them. */
export const user = resource('user', {
  path: '/blade-user',
  zh: '用户管理',
  en: 'Users',
  naturalKey: 'account',
  list: { style: 'page', path: 'page' },
  fields: [
    text('account', '登录账号', 'Account', { list: true, filter: 'like' }),
    text('name', '用户昵称', 'Nickname', { list: true }),
    text('realName', '用户姓名', 'Real name', { kind: 'person', list: true, filter: 'like' }),
    text('tenantId', '所属租户', 'Tenant', { list: true, ref: 'tenant', refKey: 'tenantId' }),
    text('phone', '手机号码', 'Phone', { list: true }),
    text('email', '电子邮箱', 'Email', { kind: 'email' }),
    num('sex', '性别', 'Sex', { dict: 'sex' }),
    // A day, sent as BladeX's User.birthday is serialised (Saber's picker: valueFormat with a time).
    typedField('date', 'birthday', '生日', 'Birthday', { format: DATE_TIME_FORMAT }),
    text('roleId', '所属角色', 'Roles'),
    text('deptId', '所属部门', 'Departments'),
    text('postId', '所属岗位', 'Posts'),
    num('userType', '用户平台', 'User type', { dict: 'user_type' }),
    typedField('password', 'password', '密码', 'Password', { secret: true }),
  ],
  operations: {
    info: op('GET', 'info', 'the signed-in user', { reply: 'record' }),
    // business-modules.md §7 CRM "GET blade-user/selectByName/{name}": the user pickers' search by name.
    // BladeX's user-list (UserController#userList): the users of the tenant as a list. A public form with a
    // person picker reads it signed out, naming itself (formKey).
    userList: op('GET', 'user-list', 'users of the tenant, as a list', {
      safe: true,
      params: { formKey: 'string?' },
      reply: 'records',
      role: 'lookup',
      publicFor: 'people',
    }),
    selectByName: op('GET', 'selectByName/{name}', 'users whose name matches', {
      args: 'none',
      params: { name: { type: 'string', matches: 'realName' } },
      reply: 'records',
      role: 'lookup',
    }),
    grant: op('POST', 'grant', 'grant roles to users', {
      args: 'query',
      params: { userIds: 'ids', roleIds: { type: 'ids', ref: 'role' } },
      effect: {
        handler: 'special/users.ts: the users’ roles',
        target: 'userIds',
        shows: {
          given: { userIds: '@user', roleIds: '@role' },
          read: 'detail',
          args: { id: '@user' },
          holds: { roleId: '@role' },
        },
      },
    }),
    resetPassword: op('POST', 'reset-password', 'reset the password of users', {
      args: 'query',
      params: { userIds: 'ids' },
      effect: {
        handler: 'special/users.ts: the users’ passwords',
        target: 'userIds',
        // The initial password (the param account.initPassword, 123456 as seeded).
        shows: {
          given: { userIds: '@user' },
          signsIn: { account: '@user.account', password: 'md5:=123456' },
        },
      },
    }),
    // The passwords travel as Saber sends them: md5 hex of what was typed.
    updatePassword: op('POST', 'update-password', 'change own password (md5 hex of each)', {
      args: 'query',
      params: { oldPassword: 'string', newPassword: 'string', newPassword1: 'string' },
      effect: {
        handler: 'special/users.ts: the signed-in user’s password',
        shows: {
          given: { oldPassword: 'md5:=admin', newPassword: 'md5:~', newPassword1: '$newPassword' },
          signsIn: { account: '=admin', password: '$newPassword' },
        },
      },
    }),
    updateInfo: op('POST', 'update-info', 'update own profile', {
      effect: {
        handler: 'special/users.ts: the signed-in user’s profile',
        shows: { given: { realName: '~' }, read: 'info', holds: { realName: '$realName' } },
      },
    }),
    platformDetail: op('GET', 'platform-detail', 'platform extension of a user', {
      params: { id: 'id' },
      reply: 'record',
    }),
    updatePlatform: op('POST', 'update-platform', 'update the platform extension of a user', {
      args: 'query',
      params: { userId: 'id', userType: 'integer', userExt: 'string?' },
      effect: {
        handler: 'special/users.ts: the user’s platform extension',
        target: 'userId',
        shows: {
          given: { userId: '@user', userType: '=2', userExt: '~' },
          read: 'platformDetail',
          args: { id: '@user' },
          holds: { userType: '$userType', userExt: '$userExt' },
        },
      },
    }),
    bindPhone: op(
      'POST',
      'bindPhone',
      'bind a phone to the signed-in user (value: the SMS code; id: the id sms sendValidate returned)',
      {
        args: 'query',
        params: { phone: 'string', value: 'string', id: 'string' },
        effect: {
          handler: 'special/users.ts: the signed-in user’s phone',
          // The id of the code sent: unknown, nothing is bound.
          target: 'id',
          shows: {
            given: { phone: '=13800000035', id: 'sms:id', value: 'sms:value' },
            read: 'info',
            holds: { phone: '$phone' },
          },
        },
      },
    ),
    cancelPhone: op('POST', 'cancelPhone', 'unbind the phone of the signed-in user', {
      args: 'query',
      effect: {
        handler: 'special/users.ts: the signed-in user’s phone',
        shows: { after: 'bindPhone', read: 'info', holds: { phone: '=' }, changes: ['phone'] },
      },
    }),
    // The password travels as typed (UserServiceImpl.submit hashes it), so in a form body, never a URL.
    registerGuest: op(
      'POST',
      'register-guest',
      'register a guest (password as typed, oauthId: third-party identity)',
      {
        args: 'form',
        params: {
          tenantId: 'string',
          name: 'string',
          account: 'string',
          password: 'string',
          oauthId: 'string?',
        },
        effect: {
          handler: 'special/users.ts: adds the guest user',
          shows: {
            given: { tenantId: '=000000', name: '~', account: '~', password: '=123456' },
            read: 'list',
            holds: { account: '$account', realName: '$name' },
            grows: 1,
          },
        },
      },
    ),
  },
});
