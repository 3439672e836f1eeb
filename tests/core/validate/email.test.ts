import { kindProblem } from '@nbxt/core/resources/field-rules.ts';
import { getResource } from '@nbxt/core/resources/registry.ts';
import { validateEmail } from '@nbxt/core/validate/email.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('an email field’s rule', () => {
  it('passes the addresses people write, and leaves empty to required', () => {
    for (const ok of ['li@example.cn', 'wang.xm+hr@mail.nbxt.gov.cn', ' zhang@163.com ', '', null, undefined])
      expect(validateEmail(ok), String(ok)).toEqual({ ok: true });
  });

  it('refuses what is no mailbox', () => {
    for (const bad of [
      'li@',
      '@example.cn',
      'li example.cn',
      'li@example',
      'li@@example.cn',
      'li@exa mple.cn',
      'li@.cn',
    ])
      expect(validateEmail(bad), bad).toEqual({
        ok: false,
        message: 'validate.email.format',
        field: 'email',
      });
  });

  it('passes every generated address and refuses it with a space inside (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(validateEmail(address).ok).toBe(true);
        const spaced = `${address.slice(0, 1)} ${address.slice(1)}`;
        expect(validateEmail(spaced).ok).toBe(false);
      }),
    );
  });

  it('holds for every field of kind email in the registry (a user’s, a customer contact’s)', () => {
    for (const name of ['user', 'crm-contact']) {
      const field = getResource(name)?.fields.find((f) => f.kind === 'email');
      expect(field, name).toBeDefined();
      expect(kindProblem(field!, 'li@')).toEqual({ message: 'validate.email.format', params: {} });
      expect(kindProblem(field!, 'li@example.cn')).toBeUndefined();
    }
  });
});
