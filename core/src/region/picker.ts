/**
 * The cascading region picker (forms-and-survey.md §3.2, §4, §5.3, §9): levels province … natural village,
 * loaded one level at a time by parentId (area/nbxtarea/lazy-list: 0 for the provinces). Pure: the console
 * renders what these functions give.
 */
import type { MessageKey } from '../i18n/index.ts';
import type { Problem } from '../validate/result.ts';

export const regionLevelNames = ['province', 'city', 'district', 'street', 'village', 'zrVillage'] as const;
export type RegionLevel = (typeof regionLevelNames)[number];

/** §9: grade 4 by default, default province 330000. */
export const defaultRegionLevels = 4;
export const defaultProvinceCode = '330000';
/** A householder's area goes down to the village (户主数据: 浙江省/宁波市/余姚市/小曹娥镇/建民村委会). */
export const householdRegionLevels = 5;
/** The parentId that lists the provinces. */
export const rootRegionParent = '0';

/**
 * A picked region: each level's code under its name, `value` the codes and `label` the names from the
 * province down (a level left empty ends both lists).
 */
export type RegionValue = Partial<Record<RegionLevel, string>> & { value: string[]; label: string[] };

/** One option of a level. */
export interface RegionChoice {
  code: string;
  name: string;
}

export const emptyRegion = (): RegionValue => ({ value: [], label: [] });

/** §4: a level count outside 1 to 6 (or not a whole number) is taken as 4. */
export function clampRegionLevels(levels: unknown): number {
  const n = typeof levels === 'string' && levels.trim() !== '' ? Number(levels) : levels;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= regionLevelNames.length
    ? n
    : defaultRegionLevels;
}

/** The picked choices, level by level, as far as they go without a gap. */
export function regionPath(value: RegionValue): RegionChoice[] {
  const path: RegionChoice[] = [];
  for (const [i, code] of value.value.entries()) {
    if (!code) break;
    path.push({ code, name: value.label[i] ?? '' });
  }
  return path;
}

function fromPath(path: readonly RegionChoice[]): RegionValue {
  const value: RegionValue = emptyRegion();
  for (const [i, choice] of path.entries()) {
    const level = regionLevelNames[i];
    if (!level) break;
    value[level] = choice.code;
    value.value.push(choice.code);
    value.label.push(choice.name);
  }
  return value;
}

/**
 * Choose (or clear, with undefined) the level at `index`: the levels above stay, every deeper level is
 * cleared (§4). A level beyond the picker's count, or below an empty level, changes nothing.
 */
export function selectRegion(
  value: RegionValue,
  index: number,
  choice: RegionChoice | undefined,
  levels = defaultRegionLevels,
): RegionValue {
  const path = regionPath(value);
  if (index < 0 || index >= clampRegionLevels(levels) || index > path.length) return value;
  const kept = path.slice(0, index);
  return fromPath(choice ? [...kept, choice] : kept);
}

/** The parentId each shown level loads its options with (undefined: the level above is not chosen yet). */
export function regionParents(value: RegionValue, levels = defaultRegionLevels): (string | undefined)[] {
  const path = regionPath(value);
  return Array.from({ length: clampRegionLevels(levels) }, (_, i) =>
    i === 0 ? rootRegionParent : path[i - 1]?.code,
  );
}

/** §5.3: province, city and district are required (those the picker shows); the deeper levels are optional. */
export const regionRequiredMessages: Partial<Record<RegionLevel, MessageKey>> = {
  province: 'form.region.province',
  city: 'form.region.city',
  district: 'form.region.district',
};

export function validateRegion(value: RegionValue, levels = defaultRegionLevels): Problem[] {
  const path = regionPath(value);
  const problems: Problem[] = [];
  for (const level of regionLevelNames.slice(0, clampRegionLevels(levels))) {
    const message = regionRequiredMessages[level];
    if (message && !path[regionLevelNames.indexOf(level)]) problems.push({ field: level, message });
  }
  return problems;
}

/**
 * The region-depth rule of a region field declared `levels` deep (1 to 6; avue's `level`, a registry
 * field's `levels`): a value deeper than the field goes is refused (区域最多选择到第{levels}级), and a
 * required one needs the levels §5.3 requires among those the field shows (请选择省份, 请选择城市,
 * 请选择地区). Undefined `levels`: no depth is declared, the three required levels stand. The one function
 * every entry point checks a region with: the console's forms and dialogs, the questionnaire, the renderer,
 * `nbxt` and the sandbox.
 */
export function regionProblem(
  value: RegionValue,
  options: { levels?: number | undefined; required?: boolean | undefined },
): Problem | undefined {
  const depth = regionPath(value).length;
  if (depth === 0) return undefined;
  const levels = options.levels === undefined ? undefined : clampRegionLevels(options.levels);
  if (levels !== undefined && depth > levels)
    return {
      field: regionLevelNames[levels] ?? 'zrVillage',
      message: 'form.region.depth',
      params: { levels },
    };
  if (!options.required) return undefined;
  return validateRegion(value, levels ?? 3)[0];
}

/** The default a new, empty picker starts from: province 330000, named once its options are loaded. */
export function withDefaultProvince(value: RegionValue, provinces: readonly RegionChoice[]): RegionValue {
  if (value.value.length > 0) return value;
  const province = provinces.find((p) => p.code === defaultProvinceCode);
  return province ? fromPath([province]) : value;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const codeText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * A stored region read back, whatever form it comes in: the §3.2 object, its JSON text, or a list of codes.
 * Anything else is an empty region; never throws.
 */
export function parseRegionValue(input: unknown): RegionValue {
  let raw = input;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return emptyRegion();
    try {
      raw = JSON.parse(raw);
    } catch {
      return emptyRegion();
    }
  }
  if (Array.isArray(raw))
    return fromPath(raw.map((code) => ({ code: codeText(code), name: '' })).filter((c) => c.code));
  if (!isRecord(raw)) return emptyRegion();
  const codes = Array.isArray(raw.value)
    ? raw.value.map(codeText)
    : regionLevelNames.map((level) => codeText(raw[level]));
  const names = Array.isArray(raw.label) ? raw.label.map((name) => codeText(name)) : [];
  const path: RegionChoice[] = [];
  for (const [i, code] of codes.entries()) {
    if (!code || i >= regionLevelNames.length) break;
    path.push({ code, name: names[i] ?? '' });
  }
  return fromPath(path);
}

/** The text a string field stores (the §3.2 object as JSON); empty for an empty region. */
export const regionText = (value: RegionValue): string =>
  value.value.length === 0 ? '' : JSON.stringify(value);

/** The names joined for display (浙江省/杭州市/上城区). */
export const regionDisplay = (value: RegionValue, separator = '/'): string =>
  regionPath(value)
    .map((c) => c.name || c.code)
    .join(separator);
