import { existsSync, readdirSync } from 'node:fs';
import { catalogue, isMessageKey, languages, translate } from '@nbxt/core/i18n/index.ts';
import { describe, expect, it } from 'vitest';

const chineseTexts = new Set<string>(Object.values(catalogue).map((message) => message.zh));

/** The Chinese texts of the error catalogues: platform.md §8 and forms-and-survey.md §8 (business-modules.md §8 quotes none). */
const errorCatalogueTexts = [
  // platform.md §8
  '提交失败',
  '注册申请已提交,请耐心等待管理员通过!',
  '注册提示',
  '是否需要清除缓存?',
  '清除完毕',
  '新增成功',
  '更新成功',
  '删除成功',
  '发送成功!',
  '清空成功!',
  '复制成功',
  '复制失败',
  // forms-and-survey.md §8
  '该字段为必填字段，请务必填写！',
  '身份证格式不正确',
  '身份证为必填项',
  '申请人姓名为空！',
  '日与周不可以同时为“不指定”',
  '日与周必须有一个为“不指定”',
  '操作成功！',
  '已取消',
  '没有需要展示的内容',
  '没有需要清空的内容',
  '警告',
  '确定要清空吗？',
  'value重复',
  '请输入label',
  '请输入value',
  '请选择省份',
  '请选择城市',
  '请选择地区',
  '请选择至少一条数据',
  '确定将选择数据删除?',
];

/** Texts the validation rules and household states quote (platform.md §2.4, §5; forms-and-survey.md §2.4, §5.1, §5.4). */
const ruleTexts = [
  '锁屏密码不能为空',
  '请先输入租户编号',
  '请先输入账号名称',
  '请先输入密码',
  '两次密码输入不一致',
  '请先填写批复意见',
  '请输入参数名称',
  '请输入参数键名',
  '请输入参数键值',
  '请输入字典编号',
  '请输入字典名称',
  '请输入字典排序',
  '请选择封存',
  '请输入字典键值',
  '身份证信息不可修改',
  '系统自动生成，不可输入！',
  '确认将该成员移动到申请人家庭, 是否继续?',
  '住房信息',
  '+ 添加',
  '确定',
  '取消',
];

describe('message catalogue', () => {
  it('gives every key a non-empty text in every language', () => {
    for (const [key, message] of Object.entries(catalogue)) {
      for (const lang of languages) {
        const text = (message as Record<string, unknown>)[lang];
        expect(typeof text === 'string' && text.length > 0, `${key} has no ${lang} text`).toBe(true);
      }
    }
  });

  /** The area files (core/src/i18n/messages/*.ts) and the modules' own texts (core/src/modules/…/<module>.texts.ts). */
  const messageFiles = () => {
    const areas = new URL('../../../core/src/i18n/messages/', import.meta.url);
    const modules = new URL('../../../core/src/modules/', import.meta.url);
    return [
      ...readdirSync(areas)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => new URL(name, areas)),
      ...readdirSync(modules, { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.texts.ts'))
        .map((name) => new URL(name, modules)),
    ];
  };

  it('registers every area file and module texts file, and no key is defined by two of them', async () => {
    const seen = new Map<string, string>();
    const files = messageFiles();
    expect(files.filter((file) => file.pathname.endsWith('.texts.ts')).length).toBeGreaterThan(10);
    for (const url of files) {
      const file = url.pathname.split('/core/src/')[1]!;
      const area = (await import(url.href)) as Record<string, Record<string, unknown>>;
      for (const messages of Object.values(area)) {
        for (const key of Object.keys(messages)) {
          expect(seen.get(key), `${key} is in ${seen.get(key)} and ${file}`).toBeUndefined();
          seen.set(key, file);
          expect(isMessageKey(key), `${key} of ${file} is not in the catalogue`).toBe(true);
        }
      }
    }
  });

  it("keeps a module's screen texts beside its declaration, not in a shared catalogue", () => {
    // Issue 27: core/src/modules/<module>.texts.ts beside <module>.ts (platform/<module>.ts for the platform).
    for (const url of messageFiles().filter((file) => file.pathname.endsWith('.texts.ts')))
      expect(existsSync(new URL(url.href.replace(/\.texts\.ts$/, '.ts'))), url.pathname).toBe(true);
    const areas = readdirSync(new URL('../../../core/src/i18n/messages/', import.meta.url));
    // The shell's own texts stay an area: the shell is no module.
    expect(areas.filter((name) => name.endsWith('-ui.ts'))).toEqual(['shell-ui.ts']);
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, message] of Object.entries(catalogue)) {
      expect(placeholders(message.en), key).toEqual(placeholders(message.zh));
    }
  });

  it('renders zh by default, en on request, and fills placeholders', () => {
    expect(translate('household.housing.tag', undefined, { n: 2 })).toBe('住房2');
    expect(translate('household.housing.tag', 'en', { n: 2 })).toBe('Home 2');
    expect(isMessageKey('idcard.format')).toBe(true);
  });

  it.each(errorCatalogueTexts)('holds the error-catalogue text %s verbatim', (text) => {
    expect(chineseTexts.has(text)).toBe(true);
  });

  it.each(ruleTexts)('holds the rule text %s verbatim', (text) => {
    expect(chineseTexts.has(text)).toBe(true);
  });
});
