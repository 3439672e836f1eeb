import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { moduleScreenTitle } from '../../core/src/modules/screen-titles.ts';
import { platformResourceMessages } from '../../core/src/resources/platform.ts';
import { resourceMessages } from '../../core/src/resources/registry.ts';
import { addRegistryMessages, initI18n, loadAllMessages } from '../../web/src/base/i18n.ts';

describe('registry labels', () => {
  it('past sign-in: the module screens’ titles; the entries’ labels with their group (the platform’s, a module’s)', async () => {
    initI18n('zh');
    await loadAllMessages('zh');
    expect(i18next.exists('resource.role')).toBe(false);
    // A platform group adds the platform entries' (platform-group.tsx).
    addRegistryMessages(platformResourceMessages);
    expect(i18next.t('resource.role')).toBe(resourceMessages()['resource.role']!.zh);
    // A module screen's tab shows its title in any group (from the modules' data, not their declarations).
    expect(i18next.t(moduleScreenTitle('contract', { path: '/contractLibrary/nbxtAddContract' }))).toBe(
      '新增合同',
    );
    expect(i18next.exists('resource.contract-service')).toBe(false);
    expect(i18next.exists('contract-service.serviceType.1')).toBe(false);
    // A module's screen group adds the whole registry's, in every language (a later switch needs them).
    addRegistryMessages(resourceMessages);
    expect(i18next.t('contract-service.serviceType.1')).toBe('安全检查');
    expect(i18next.t('resource.contract-service')).toBe(resourceMessages()['resource.contract-service']!.zh);
    expect(i18next.getResource('en', 'translation', 'resource.contract-service')).toBe(
      resourceMessages()['resource.contract-service']!.en,
    );
  });
});
