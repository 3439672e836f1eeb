import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import { areaOf, BUSINESS_AREAS } from '../../../core/src/modules/business-areas.ts';
import { MODULES } from '../../../core/src/modules/index.ts';
import { menuTitle } from '../../../core/src/nav/menu-title.ts';

describe('business areas: the top menus the modules are found under (platform.md §2.4)', () => {
  it('put every module in exactly one area, and name only declared modules', () => {
    for (const m of MODULES)
      expect(
        BUSINESS_AREAS.filter((area) => area.modules.includes(m.name)).map((a) => a.code),
        m.name,
      ).toHaveLength(1);
    const names = new Set(MODULES.map((m) => m.name));
    for (const area of BUSINESS_AREAS)
      for (const name of area.modules) expect(names.has(name), name).toBe(true);
  });

  it('group the modules as business-modules.md §1 lists them', () => {
    expect(areaOf('contract')?.text.zh).toBe('合同与客户');
    expect(areaOf('crm')).toBe(areaOf('contract'));
    expect(areaOf('safety')?.text.zh).toBe('安全生产');
    expect(areaOf('task')?.text.zh).toBe('任务');
    expect(areaOf('supervision')?.text.zh).toBe('监督');
    expect(areaOf('drainage')).toBe(areaOf('merchant'));
  });

  it('name their top menus in both languages (topmenu.<code>), following the seeded name', () => {
    const codes = BUSINESS_AREAS.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const area of BUSINESS_AREAS) {
      expect(menuTitle('topmenu', area.code, area.text.zh)).toBe(`topmenu.${area.code}`);
      expect(translate(`topmenu.${area.code}`, 'en')).toBe(area.text.en);
      // Renamed on the server: the server's name.
      expect(menuTitle('topmenu', area.code, '别的名字')).toBe('别的名字');
    }
  });
});
