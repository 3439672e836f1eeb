import { translate } from '@nbxt/core/i18n/index.ts';
import {
  validateApprovalComment,
  validateLockPassword,
  validatePasswordChange,
  validateRegistration,
} from '@nbxt/core/validate/account.ts';
import { characterCount, shouldSendChat, validateQuickReply } from '@nbxt/core/validate/chat.ts';
import { isEmpty } from '@nbxt/core/validate/empty.ts';
import { validatePhone } from '@nbxt/core/validate/phone.ts';
import { bulkDeleteConfirmation, validateSelection } from '@nbxt/core/validate/selection.ts';
import { validateDict, validateParam } from '@nbxt/core/validate/system.ts';
import { validateTreeNode } from '@nbxt/core/validate/tree-node.ts';
import {
  avatarMaxBytes,
  uploadLimitOf,
  validateAvatar,
  validateUploadCount,
} from '@nbxt/core/validate/upload.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const zh = (key: string) => translate(key, 'zh');

describe('isEmpty', () => {
  it('treats null, undefined, empty string, empty array and empty object as empty', () => {
    for (const value of [null, undefined, '', [], {}]) expect(isEmpty(value)).toBe(true);
  });
  it('never treats booleans or numbers as empty, nor filled strings, arrays and objects', () => {
    for (const value of [false, true, 0, -0, Number.NaN, 1, ' ', '0', [0], { a: undefined }]) {
      expect(isEmpty(value)).toBe(false);
    }
    fc.assert(
      fc.property(fc.oneof(fc.boolean(), fc.double(), fc.integer()), (value) => {
        expect(isEmpty(value)).toBe(false);
      }),
    );
  });
});

describe('registration', () => {
  const full = { tenantId: '000000', name: 'n', account: 'a', password: 'p', password2: 'p' };
  it('checks tenant, account, password, confirmation in that order, one warning at a time', () => {
    expect(validateRegistration({})).toMatchObject({ ok: false, field: 'tenantId' });
    expect(zh((validateRegistration({}) as { message: string }).message)).toBe('请先输入租户编号');
    const noAccount = validateRegistration({ tenantId: '000000' });
    expect(noAccount).toMatchObject({ ok: false, field: 'account' });
    expect(zh((noAccount as { message: string }).message)).toBe('请先输入账号名称');
    const noPassword = validateRegistration({ tenantId: '000000', account: 'a', password2: 'p' });
    expect(zh((noPassword as { message: string }).message)).toBe('请先输入密码');
    const noConfirmation = validateRegistration({ ...full, password2: '' });
    expect(zh((noConfirmation as { message: string }).message)).toBe('请先输入密码');
    const differ = validateRegistration({ ...full, password2: 'q' });
    expect(zh((differ as { message: string }).message)).toBe('两次密码输入不一致');
    expect(validateRegistration(full)).toEqual({ ok: true });
  });
  it('skips the tenant when the site knows it (the field is hidden)', () => {
    expect(validateRegistration({ ...full, tenantId: '' }, { tenantKnown: true })).toEqual({ ok: true });
    expect(validateRegistration({ ...full, tenantId: '' })).toMatchObject({ ok: false, field: 'tenantId' });
  });
});

describe('parameter and dictionary forms', () => {
  it('requires paramName, paramKey and paramValue', () => {
    expect(validateParam({}).map((p) => zh(p.message))).toEqual([
      '请输入参数名称',
      '请输入参数键名',
      '请输入参数键值',
    ]);
    expect(validateParam({ paramName: 'a', paramKey: 'b', paramValue: 'c' })).toEqual([]);
    expect(validateParam({ paramName: 'a', paramKey: '', paramValue: 'c' })).toEqual([
      { field: 'paramKey', message: 'param.paramKey.required' },
    ]);
  });
  it('requires code, name, sort and sealed; the key on a child item; sort 0 and sealed 0 are values', () => {
    expect(validateDict({}, { child: false }).map((p) => zh(p.message))).toEqual([
      '请输入字典编号',
      '请输入字典名称',
      '请输入字典排序',
      '请选择封存',
    ]);
    expect(validateDict({}, { child: true }).map((p) => zh(p.message))).toContain('请输入字典键值');
    const top = { code: 'sex', dictValue: '性别', sort: 0, isSealed: 0 };
    expect(validateDict(top, { child: false })).toEqual([]);
    expect(validateDict(top, { child: true })).toEqual([
      { field: 'dictKey', message: 'dict.dictKey.required' },
    ]);
    expect(validateDict({ ...top, dictKey: '1' }, { child: true })).toEqual([]);
  });
});

describe('approval, lock, selection', () => {
  it('needs an approval comment', () => {
    const result = validateApprovalComment('');
    expect(result.ok).toBe(false);
    expect(zh((result as { message: string }).message)).toBe('请先填写批复意见');
    expect(validateApprovalComment('同意').ok).toBe(true);
  });
  it('needs a lock password', () => {
    expect(zh((validateLockPassword(undefined) as { message: string }).message)).toBe('锁屏密码不能为空');
    expect(validateLockPassword('1234').ok).toBe(true);
  });
  it('warns on a bulk delete with nothing selected, and names the confirmation texts', () => {
    expect(zh((validateSelection([]) as { message: string }).message)).toBe('请选择至少一条数据');
    expect(validateSelection(['1']).ok).toBe(true);
    expect(zh(bulkDeleteConfirmation.message)).toBe('确定将选择数据删除?');
    expect([zh(bulkDeleteConfirmation.ok), zh(bulkDeleteConfirmation.cancel)]).toEqual(['确定', '取消']);
  });
});

describe('phone', () => {
  it('must not be empty and must have 11 characters', () => {
    expect(validatePhone('')).toMatchObject({ ok: false, message: 'validate.phone.required' });
    expect(validatePhone(null)).toMatchObject({ ok: false, message: 'validate.phone.required' });
    expect(validatePhone('1380013800')).toMatchObject({ ok: false, message: 'validate.phone.length' });
    expect(validatePhone('138001380001')).toMatchObject({ ok: false, message: 'validate.phone.length' });
  });
  it('accepts mainland mobile numbers and rejects landlines (the intended check, not the inverted one)', () => {
    for (const phone of ['13800138000', '19912345678', '15000000000'])
      expect(validatePhone(phone).ok).toBe(true);
    for (const phone of ['0571-889900', '02188889999', '12345678901', '23800138000', '1380013800a']) {
      expect(validatePhone(phone)).toMatchObject({ ok: false, message: 'validate.phone.format' });
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 9 }),
        fc.integer({ min: 0, max: 999_999_999 }),
        (network, rest) => {
          expect(validatePhone(`1${network}${String(rest).padStart(9, '0')}`).ok).toBe(true);
        },
      ),
    );
  });
});

describe('uploads', () => {
  it('takes jpg and png avatars of at most 500kb', () => {
    expect(validateAvatar({ name: 'a.jpg', type: 'image/jpeg', size: 1000 }).ok).toBe(true);
    expect(validateAvatar({ name: 'a.png', type: 'image/png', size: avatarMaxBytes }).ok).toBe(true);
    expect(validateAvatar({ name: 'a.PNG', type: '', size: 10 }).ok).toBe(true);
    expect(validateAvatar({ name: 'a.gif', type: 'image/gif', size: 10 })).toMatchObject({
      message: 'validate.avatar.type',
    });
    expect(validateAvatar({ name: 'a.webp', size: 10 })).toMatchObject({ message: 'validate.avatar.type' });
    expect(validateAvatar({ name: 'a.jpg', type: 'image/jpeg', size: 500 * 1024 + 1 })).toMatchObject({
      message: 'validate.avatar.size',
    });
  });
  it('limits scene photos to 6 per question, other photos to 99, else 10 unless the field sets its own', () => {
    expect(uploadLimitOf('scenePhoto')).toBe(6);
    expect(uploadLimitOf('otherPhoto')).toBe(99);
    expect(uploadLimitOf()).toBe(10);
    expect(uploadLimitOf('default', 3)).toBe(3);
    expect(uploadLimitOf('default', 0)).toBe(10);
    expect(validateUploadCount(5, 1, 6).ok).toBe(true);
    expect(validateUploadCount(6, 1, 6)).toMatchObject({
      ok: false,
      message: 'validate.upload.limit',
      params: { limit: 6 },
    });
    expect(translate('validate.upload.limit', 'en', { limit: 6 })).toContain('6');
  });
});

describe('chat', () => {
  it('allows quick replies of up to 200 characters, counting code points', () => {
    expect(validateQuickReply('好'.repeat(200)).ok).toBe(true);
    expect(validateQuickReply('好'.repeat(201))).toMatchObject({
      ok: false,
      message: 'validate.quickReply.tooLong',
    });
    expect(characterCount('😀'.repeat(200))).toBe(200);
    expect(validateQuickReply('😀'.repeat(200)).ok).toBe(true);
  });
  it('sends nothing for an empty input', () => {
    expect(shouldSendChat('')).toBe(false);
    expect(shouldSendChat('你好')).toBe(true);
  });
});

describe('password change', () => {
  it('requires all three fields', () => {
    expect(validatePasswordChange({}).map((p) => p.field)).toEqual([
      'oldPassword',
      'newPassword',
      'newPassword1',
    ]);
  });
  it('needs the repeat to match and the new password to differ from the old', () => {
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'b', newPassword1: 'c' })).toEqual([
      { field: 'newPassword1', message: 'validate.password.mismatch' },
    ]);
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'a', newPassword1: 'a' })).toEqual([
      { field: 'newPassword', message: 'validate.password.sameAsOld' },
    ]);
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'b', newPassword1: 'b' })).toEqual([]);
  });
});

describe('tree node dialog', () => {
  const tree = [{ label: 'A', value: 1, children: [{ label: 'B', value: 'b' }] }];
  it('requires label and value', () => {
    expect(validateTreeNode({}, tree).map((p) => zh(p.message))).toEqual(['请输入label', '请输入value']);
  });
  it('refuses a value used anywhere in the tree, 1 and "1" alike, except by the node being edited', () => {
    expect(validateTreeNode({ label: 'C', value: 'b' }, tree).map((p) => zh(p.message))).toEqual([
      'value重复',
    ]);
    expect(validateTreeNode({ label: 'C', value: '1' }, tree).map((p) => zh(p.message))).toEqual([
      'value重复',
    ]);
    expect(validateTreeNode({ label: 'C', value: 'c' }, tree)).toEqual([]);
    expect(validateTreeNode({ label: 'B2', value: 'b' }, tree, tree[0]!.children[0])).toEqual([]);
  });
});
