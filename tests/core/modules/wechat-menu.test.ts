import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import {
  buttonTypeLabel,
  checkMenu,
  MENU_BUTTON_TYPES,
  menuPayload,
  readMenu,
} from '../../../core/src/modules/wechat-menu.ts';

describe('public-account menu buttons', () => {
  const menu = [
    { name: '办事指南', type: 'view' as const, url: 'https://example.com/guide' },
    {
      name: '便民服务',
      sub_button: [
        { name: '联系我们', type: 'click' as const, key: 'CONTACT' },
        {
          name: '小程序',
          type: 'miniprogram' as const,
          appid: 'wx1',
          pagepath: 'pages/index',
          url: 'https://x',
        },
      ],
    },
  ];

  it('passes a menu of actions and groups', () => {
    expect(checkMenu(menu)).toEqual([]);
  });

  it('limits buttons to 3, sub-buttons to 5, names to 16 and 60 bytes', () => {
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `b${i}`, type: 'click' as const, key: 'k' }));
    expect(checkMenu(four).map((p) => p.message)).toEqual(['wechat.menu.tooMany']);
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}`, type: 'click' as const, key: 'k' }));
    expect(checkMenu([{ name: 'g', sub_button: six }])[0]).toMatchObject({
      field: '0',
      params: { limit: 5 },
    });
    // Six Chinese characters are 18 bytes.
    expect(checkMenu([{ name: '一二三四五六', type: 'click', key: 'k' }])[0]).toMatchObject({
      field: '0.name',
      message: 'wechat.menu.nameTooLong',
    });
  });

  it('asks each action type for its own fields', () => {
    expect(checkMenu([{ name: 'a', type: 'click' }]).map((p) => p.field)).toEqual(['0.key']);
    expect(checkMenu([{ name: 'a', type: 'view' }]).map((p) => p.field)).toEqual(['0.url']);
    expect(checkMenu([{ name: '', sub_button: [{ name: 'x' }] }]).map((p) => p.field)).toEqual([
      '0.name',
      '0.0.type',
    ]);
  });

  it('sends groups without a type and actions with only their fields', () => {
    expect(
      menuPayload([
        {
          name: ' g ',
          type: 'click',
          key: 'x',
          sub_button: [{ name: 'v', type: 'view', url: 'u', key: 'stale' }],
        },
      ]),
    ).toEqual([{ name: 'g', sub_button: [{ name: 'v', type: 'view', url: 'u' }] }]);
  });

  it('reads the buttons as the get call may give them, and labels every type', () => {
    expect(readMenu({ buttons: menu })).toEqual(menu);
    expect(readMenu({ menu: { button: menu } })).toEqual(menu);
    expect(readMenu({ buttons: JSON.stringify(menu) })).toEqual(menu);
    expect(readMenu(null)).toEqual([]);
    for (const type of MENU_BUTTON_TYPES)
      expect(translate(buttonTypeLabel(type), 'zh')).not.toContain('wechat.');
  });
});
