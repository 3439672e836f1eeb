/**
 * Seed rows generated from the registry for every entry without `fixtures/sandbox/<name>.json`: 20–40 in
 * tenant 000000, 10–16 in 100001 (tenant-scoped entries), realistic by field kind, type, choices and name,
 * `ref` fields naming rows of the referenced entry in the same tenant (a ref to its own entry, and a tree
 * list's parentId, make a tree: roots '0', the other rows under earlier ones). Values are drawn with faker (zh_CN
 * names, e-mail addresses, numbers, dates and ids) from a generator seeded by the entry and tenant, words of the
 * place (Ningbo's districts, roads, trades; hazards, regulations) from lists of its own; dates count back from
 * a fixed day, so the same registry always gives the same rows, byte for byte.
 */
import type { DatabaseSync } from 'node:sqlite';
import { base, Faker, mergeLocales, zh_CN } from '@faker-js/faker';
import { FIXED_DICTIONARIES } from '../../core/src/dict/fixed.ts';
import { checkCharacterOf } from '../../core/src/idcard/index.ts';
import { recordTitle, titleField } from '../../core/src/resources/record-title.ts';
import type { FieldSpec, Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import { jsonField } from './filters.ts';
import { followSeededReferences } from './follows.ts';
import { MIN_LIST_ROWS, pickerSources } from './seed-rules.ts';
import { ADMIN_TENANT, type Row, tableOf } from './store.ts';
import { samplePicture } from './upload.ts';

export const SEED_TENANTS = [ADMIN_TENANT, '100001'] as const;
/** Generated dates fall in the two years before this day (UTC). */
export const SEED_ANCHOR = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

/** FNV-1a of a text: the seed of an entry's generator and the stem of its ids. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** faker's Chinese data (names, e-mail domains), with its locale-free fallbacks. */
const LOCALE = mergeLocales([zh_CN, base]);

/**
 * A seeded faker and the draws the seeds make with it: the same seed always gives the same values, whatever
 * other generators draw.
 */
export function generator(seed: number) {
  const faker = new Faker({ locale: LOCALE, seed });
  return {
    faker,
    /** A number in [0, 1). */
    next: () => faker.number.float(),
    int: (min: number, max: number) => faker.number.int({ min, max }),
    pick: <T>(list: readonly T[]): T => faker.helpers.arrayElement(list),
    /** n random digits. */
    digits: (n: number) => faker.string.numeric({ length: n, allowLeadingZeros: true }),
  };
}
export type Gen = ReturnType<typeof generator>;

const CITIES = ['宁波', '杭州', '海曙', '鄞州', '江北', '镇海', '北仑', '慈溪', '余姚'];
const BRANDS = [
  '恒达',
  '信诚',
  '华联',
  '永盛',
  '瑞丰',
  '宏图',
  '天合',
  '博远',
  '众邦',
  '锦程',
  '金桥',
  '润泽',
  '嘉禾',
];
const TRADES = [
  '科技',
  '商贸',
  '物业管理',
  '建设工程',
  '餐饮管理',
  '信息技术',
  '环保科技',
  '家政服务',
  '物流',
  '文化传媒',
];
const DISTRICTS = ['海曙区', '江北区', '鄞州区', '镇海区', '北仑区', '奉化区'];
const ROADS = [
  '中山东路',
  '解放南路',
  '天童北路',
  '百丈路',
  '药行街',
  '世纪大道',
  '环城西路',
  '兴宁路',
  '江东北路',
  '柳汀街',
];
const STREETS = [
  '鼓楼街道',
  '南门街道',
  '白云街道',
  '段塘街道',
  '江厦街道',
  '月湖街道',
  '西门街道',
  '东柳街道',
];
const COMMUNITIES = ['青林湾', '天一家园', '华光城', '常青藤', '东湖花园', '万科城', '南苑新村', '丽园社区'];
const TOPICS = [
  '垃圾分类宣传',
  '消防安全检查',
  '社区志愿服务',
  '老年人健康体检',
  '防汛防台',
  '文明城市创建',
  '低保年审',
  '就业创业培训',
  '反诈宣传',
  '邻里节',
];
const TITLE_FORMS = ['关于开展{}的通知', '{}工作简报', '{}情况汇报', '{}活动方案'];
// Risk points and danger sources: where harm can come from, and what harm.
const RISK_PLACES = [
  '配电房',
  '燃气锅炉房',
  '危化品仓库',
  '喷涂车间',
  '污水处理池',
  '液化气储罐区',
  '叉车作业区',
  '冲压车间',
  '油漆库',
  '厨房操作间',
  '高空作业平台',
  '地下停车库',
];
const RISK_HARMS = ['火灾', '爆炸', '触电', '中毒窒息', '机械伤害', '高处坠落', '车辆伤害', '灼烫'];
// The accident a risk may lead to (GB 6441 classes), by the harm its name says.
const ACCIDENT_OF_HARM: Record<string, string> = {
  火灾: '火灾',
  爆炸: '其他爆炸',
  触电: '触电',
  中毒窒息: '中毒和窒息',
  机械伤害: '机械伤害',
  高处坠落: '高处坠落',
  车辆伤害: '车辆伤害',
  灼烫: '灼烫',
};
const ACCIDENTS = [...Object.values(ACCIDENT_OF_HARM), '物体打击', '起重伤害', '坍塌', '淹溺', '其他伤害'];
// What an inspection or a hidden danger rests on: laws, regulations and standards.
const REGULATIONS = [
  '《中华人民共和国安全生产法》第四十一条',
  '《中华人民共和国消防法》第十六条',
  '《建筑设计防火规范》GB 50016-2014',
  '《建筑灭火器配置设计规范》GB 50140-2005',
  '《危险化学品安全管理条例》第二十四条',
  '《工贸企业有限空间作业安全规定》',
  '《用电安全导则》GB/T 13869-2017',
  '《安全标志及其使用导则》GB 2894-2008',
  '《特种作业人员安全技术培训考核管理规定》',
  '《消防应急照明和疏散指示系统技术标准》GB 51309-2018',
];
// Hidden dangers: what an inspection finds wrong.
const HAZARDS = [
  '消防通道堆放杂物',
  '灭火器压力不足',
  '安全出口指示灯损坏',
  '配电箱未上锁',
  '电线私拉乱接',
  '气瓶未固定防倾倒',
  '应急照明失效',
  '防护栏杆缺失',
  '危化品未分类存放',
  '特种作业人员无证上岗',
  '可燃气体报警器未检测',
  '安全警示标志缺失',
];
const SENTENCES = [
  '已按要求完成现场核查。',
  '居民反映情况属实，已协调处理。',
  '请各网格员做好登记工作。',
  '材料齐全，同意办理。',
  '下一步将持续跟踪落实。',
  '相关台账已归档。',
];
// Values of fields no kind describes, told by their names (a department, a bank, a job, a trade).
const DEPARTMENTS = [
  '综合办公室',
  '党建工作办公室',
  '社会事务办公室',
  '平安建设办公室',
  '经济发展办公室',
  '城市管理办公室',
  '社区服务中心',
  '财务科',
  '市场部',
  '客户服务部',
];
const BANKS = [
  '中国工商银行宁波分行',
  '中国建设银行宁波海曙支行',
  '中国农业银行宁波鄞州支行',
  '中国银行宁波江北支行',
  '宁波银行总行营业部',
  '招商银行宁波分行',
  '浙商银行宁波分行',
];
const POSITIONS = [
  '总经理',
  '副总经理',
  '办公室主任',
  '行政主管',
  '财务经理',
  '采购专员',
  '项目经理',
  '法务专员',
];
const INDUSTRIES = [
  '制造业',
  '批发和零售业',
  '建筑业',
  '信息技术服务业',
  '住宿和餐饮业',
  '物业服务业',
  '交通运输业',
  '租赁和商务服务业',
];
const BY_NAME: [RegExp, readonly string[]][] = [
  [/deptname$/i, DEPARTMENTS],
  [/basis$/i, REGULATIONS],
  [/bankname$/i, BANKS],
  [/^(position|post|jobtitle)$/i, POSITIONS],
  [/industry$/i, INDUSTRIES],
];
const ID_REGIONS = ['330203', '330205', '330206', '330211', '330212', '330213'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day in the two years before the anchor, as UTC date parts. */
function dayBefore(gen: Gen): Date {
  const at = gen.faker.date.between({ from: SEED_ANCHOR - 731 * DAY, to: SEED_ANCHOR - DAY });
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}
/** A day in the year after the anchor (two months on at least), as UTC date parts: an expiry still ahead. */
function dayAfter(gen: Gen): Date {
  const at = gen.faker.date.between({ from: SEED_ANCHOR + 60 * DAY, to: SEED_ANCHOR + 425 * DAY });
  return new Date(Math.floor(at.getTime() / 1000) * 1000);
}
const dateText = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const dateTimeText = (d: Date) =>
  `${dateText(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;

/** A family name (王, 欧阳). */
export const surname = (gen: Gen) => gen.faker.person.lastName();
const COMPOUND_SURNAMES = new Set(
  (LOCALE.person?.last_name as { generic?: string[] } | undefined)?.generic?.filter((n) => n.length > 1),
);
/** The family name of a Chinese name: its compound surname (欧阳娜: 欧阳) or its first character. */
export const familyNameOf = (name: string) =>
  COMPOUND_SURNAMES.has(name.slice(0, 2)) ? name.slice(0, 2) : name.slice(0, 1);
export const person = (gen: Gen) => surname(gen) + gen.faker.person.firstName();
const company = (gen: Gen) => `${gen.pick(CITIES)}${gen.pick(BRANDS)}${gen.pick(TRADES)}有限公司`;
const address = (gen: Gen) =>
  `浙江省宁波市${gen.pick(DISTRICTS)}${gen.pick(ROADS)}${gen.int(1, 999)}号${gen.pick(COMMUNITIES)}${gen.int(1, 30)}幢${gen.int(1, 28)}0${gen.int(1, 4)}室`;
/** A mainland mobile number (13x, 15x, 17x, 18x, 19x). */
export const phone = (gen: Gen) => gen.faker.helpers.fromRegExp(/1[35789][0-9]{9}/);

/** A valid 18-digit resident ID (GB 11643): Ningbo region, an adult's birth date, its check character. */
export function idCard(gen: Gen): string {
  const born = gen.faker.date.birthdate({ mode: 'age', min: 22, max: 76, refDate: SEED_ANCHOR });
  const birth = dateText(born).replaceAll('-', '');
  const first17 = `${gen.pick(ID_REGIONS)}${birth}${gen.digits(3)}`;
  return first17 + checkCharacterOf(first17)!;
}

/** GB 32100-2015: the characters of a unified social credit code, and the weights of its check. */
const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * A valid unified social credit code of a Ningbo company (91 + region + organisation code with its GB 11714
 * check + the GB 32100 check), drawn from a number rather than the generator.
 */
export function creditCode(seed: number): string {
  // Organisation codes given since 2015 start MA (letters count 10–35 in the check).
  const digits = `MA${String(seed % 1_000_000).padStart(6, '0')}`;
  const value = (c: string) => (/\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
  const sum = [...digits].reduce((acc, d, i) => acc + value(d) * [3, 7, 9, 10, 5, 8, 4, 2][i]!, 0);
  const orgCheck = 11 - (sum % 11);
  const org = `${digits}${orgCheck === 10 ? 'X' : orgCheck === 11 ? '0' : orgCheck}`;
  const first17 = `91${ID_REGIONS[seed % ID_REGIONS.length]}${org}`;
  const total = [...first17].reduce((acc, c, i) => acc + CREDIT_CHARS.indexOf(c) * CREDIT_WEIGHTS[i]!, 0);
  return first17 + CREDIT_CHARS[(31 - (total % 31)) % 31];
}

const money = (gen: Gen) => gen.faker.number.float({ min: 100, max: 100_000, fractionDigits: 2 });
const initials = (name: string) =>
  name
    .split('-')
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

type Kind = NonNullable<FieldSpec['kind']>;

/** What a field without a `kind` holds, guessed from its name (legacy entries declare none). */
function kindByName(name: string): Kind | 'name' | undefined {
  const n = name.toLowerCase();
  if (/phone|mobile|tel$/.test(n)) return 'phone';
  if (/idcard|idno|cardno/.test(n)) return 'idcard';
  if (/email|mail$/.test(n)) return 'email';
  if (/address|addr$/.test(n)) return 'address';
  if (/(company|customer|merchant|enterprise|unit|org)name/.test(n)) return 'company';
  if (
    n === 'name' ||
    /realname|personname|contact|leader|manager|executor|inspector|applicant|holder|assignee|startuser|taskuser/.test(
      n,
    )
  )
    return 'person';
  if (/amount|money|price|fee|salary/.test(n)) return 'money';
  if (/title|subject/.test(n)) return 'title';
  if (/content|remark|desc|note|memo|reason/.test(n)) return 'content';
  if (/url|link/.test(n)) return 'url';
  if (/image|img|pic|photo|avatar/.test(n)) return 'image';
  if (/area|region|street|community|grid/.test(n)) return 'area';
  if (/(no|code|number)$/.test(n)) return 'code';
  if (/name$/.test(n)) return 'name';
  return undefined;
}

function byKind(kind: Kind | 'name', gen: Gen, spec: ResourceSpec, f: FieldSpec, index: number) {
  switch (kind) {
    case 'person':
      return person(gen);
    case 'company':
      return company(gen);
    case 'address':
      return address(gen);
    case 'phone':
    case 'mobile':
      return phone(gen);
    case 'money':
      return f.type === 'number' ? money(gen) : money(gen).toFixed(2);
    case 'idcard':
      return idCard(gen);
    case 'year': {
      const year = dayBefore(gen).getUTCFullYear();
      return f.type === 'number' ? year : String(year);
    }
    case 'month':
      return dateText(dayBefore(gen)).slice(0, 7);
    case 'email':
      return gen.faker.internet.email();
    case 'url':
      return `https://www.example.com/${spec.name}/${index + 1}`;
    case 'image':
      // A picture the sandbox draws (served without signing in, as stored files are).
      return samplePicture(spec.name, index + 1);
    case 'title':
      return gen.pick(TITLE_FORMS).replace('{}', gen.pick(TOPICS));
    case 'risk':
      return `${gen.pick(RISK_PLACES)}${gen.pick(RISK_HARMS)}风险`;
    case 'hazard':
      return `${gen.pick(RISK_PLACES)}${gen.pick(HAZARDS)}`;
    case 'content':
      return `${gen.pick(SENTENCES)}${gen.pick(SENTENCES)}`;
    case 'area':
      return `${gen.pick(DISTRICTS)}${gen.pick(STREETS)}`;
    case 'code': {
      const day = dayBefore(gen);
      if (/creditcode$/i.test(f.name))
        return creditCode(hash(`${spec.name}|${f.name}|${index}|${day.getTime()}`));
      return `${initials(spec.name)}${day.getUTCFullYear()}${pad(index + 1, 4)}`;
    }
    case 'name':
      return `${f.text.zh}${index + 1}`;
  }
}

/**
 * A record's year agrees with its month or date (a monthly report of 2025-03 is of the year 2025): a year
 * field takes the year of the first month, date or date-time field the row has.
 */
function yearOfTheRecord(spec: ResourceSpec, row: Row): void {
  const dated = spec.fields.find(
    (f) =>
      (f.kind === 'month' || f.type === 'date' || f.type === 'datetime') &&
      /^\d{4}-/.test(String(row[f.name] ?? '')),
  );
  if (!dated) return;
  const year = Number(String(row[dated.name]).slice(0, 4));
  for (const f of spec.fields)
    if (f.kind === 'year' && row[f.name] !== undefined)
      row[f.name] = f.type === 'number' ? year : String(year);
}

/**
 * Samples written as templates take the record's own values: `{year}` and `{month}` of its first month or
 * date (a payslip batch of 2026-10 is 2026年10月工资), any other `{field}` that field's value. A template the
 * record cannot fill gives way to a plain sample of the field (one without placeholders).
 */
function filledTemplates(spec: ResourceSpec, row: Row, index: number): void {
  const dated = spec.fields.map((f) => String(row[f.name] ?? '')).find((v) => /^\d{4}-\d{2}/.test(v));
  for (const f of spec.fields) {
    const value = row[f.name];
    if (typeof value !== 'string' || !/\{\w+\}/.test(value)) continue;
    const filled = value.replace(/\{(\w+)\}/g, (whole, name: string) => {
      if (name === 'year' && dated) return dated.slice(0, 4);
      if (name === 'month' && dated) return String(Number(dated.slice(5, 7)));
      const other = row[name];
      return other === undefined || other === null || other === '' ? whole : String(other);
    });
    const plain = (Array.isArray(f.samples) ? (f.samples as string[]) : []).filter((v) => !v.includes('{'));
    row[f.name] = /\{\w+\}/.test(filled) && plain.length > 0 ? plain[index % plain.length]! : filled;
  }
}

/**
 * Amounts that are parts of another (received of a contract's amount) are drawn as a share of it, never
 * more; an amount left (outstanding) is the whole less its part, to the cent.
 */
function partsOfTheWhole(gen: Gen, spec: ResourceSpec, row: Row): void {
  const cents = (n: number) => Math.round(n * 100) / 100;
  for (const f of spec.fields) {
    const whole = f.partOf ? Number(row[f.partOf]) : Number.NaN;
    if (Number.isFinite(whole)) row[f.name] = cents((whole * gen.int(0, 100)) / 100);
  }
  for (const f of spec.fields) {
    if (!f.rest) continue;
    const whole = Number(row[f.rest.of]);
    const part = Number(row[f.rest.after]);
    if (Number.isFinite(whole) && Number.isFinite(part)) row[f.name] = cents(whole - part);
  }
}

/**
 * Dates in the order their fields say (a deadline after the launch: 1 to 60 days on when drawn before it)
 * and values held only in some states (a finish time only once done).
 */
function inTheirOrder(gen: Gen, spec: ResourceSpec, row: Row): void {
  for (const f of spec.fields) {
    const earliest = f.notBefore ? row[f.notBefore] : undefined;
    const value = row[f.name];
    if (
      typeof earliest === 'string' &&
      typeof value === 'string' &&
      value.slice(0, 10) < earliest.slice(0, 10)
    ) {
      const later = new Date(Date.parse(`${earliest.slice(0, 10)}T00:00:00Z`) + gen.int(1, 60) * DAY);
      row[f.name] = f.type === 'datetime' ? `${dateText(later)}${value.slice(10)}` : dateText(later);
    }
    if (f.onlyWhen && !f.onlyWhen.values.includes(String(row[f.onlyWhen.field] ?? ''))) delete row[f.name];
  }
}

/**
 * A value of a list for one row, drawn from the row's place rather than the entry's generator: fields
 * told by samples or by their names leave the other fields' values as they were.
 */
const placed = <T>(list: readonly T[], spec: ResourceSpec, f: FieldSpec, tenant: string, index: number): T =>
  list[hash(`${spec.name}|${f.name}|${tenant}|${index}`) % list.length]!;

/**
 * Values an earlier field of the row drawing from the same list took: a change's after is not its before,
 * an authorisation is not from a tenant to itself.
 */
function takenBefore(spec: ResourceSpec, f: FieldSpec, row: Row): Set<unknown> {
  const same = (other: FieldSpec) =>
    f.ref ? other.ref === f.ref && other.refKey === f.refKey : other.samples === f.samples;
  const earlier = spec.fields.slice(0, spec.fields.indexOf(f)).filter(same);
  return new Set(earlier.map((other) => row[other.name]));
}

/** A draw of the list that an earlier field of the row has not taken (while another is left). */
function distinct<T>(list: readonly T[], taken: Set<unknown>, draw: (from: readonly T[]) => T): T {
  const left = list.filter((v) => !taken.has(v));
  return draw(left.length > 0 ? left : list);
}

type SamplesBy = Exclude<FieldSpec['samples'], readonly string[] | undefined>;
const samplesBy = (f: FieldSpec): SamplesBy | undefined =>
  f.samples && !Array.isArray(f.samples) ? (f.samples as SamplesBy) : undefined;

/**
 * The samples a field declares for this row (by another field's value when they depend on it; by a
 * number's band when that value is a number no key names: keys are the lowest numbers of their bands).
 */
function samplesOf(f: FieldSpec, row: Row): readonly string[] | undefined {
  if (!f.samples) return undefined;
  if (Array.isArray(f.samples)) return f.samples;
  const { by, values } = samplesBy(f)!;
  const value = row[by];
  const exact = values[String(value ?? '')];
  if (exact || typeof value !== 'number') return exact;
  const band = Object.keys(values)
    .map(Number)
    .filter((low) => low <= value)
    .sort((a, b) => b - a)[0];
  return band === undefined ? undefined : values[String(band)];
}

/**
 * The fields in the order their values are drawn: one whose samples depend on a field declared after it
 * comes after that one (samples draw from the row's place, not the generator: the others keep their values).
 */
function drawOrder(fields: readonly FieldSpec[]): FieldSpec[] {
  const later = (f: FieldSpec) => {
    const by = samplesBy(f)?.by;
    return by !== undefined && fields.findIndex((o) => o.name === by) > fields.indexOf(f);
  };
  return [...fields.filter((f) => !later(f)), ...fields.filter(later)];
}

/**
 * Values told by other fields of the row: the accident a risk may lead to by the harm its name says, a
 * building and room as the row's address gives them.
 */
function derived(gen: Gen, spec: ResourceSpec, f: FieldSpec, row: Row, tenant: string, index: number) {
  if (/accidenttype$/i.test(f.name)) {
    const risk = spec.fields.find((o) => o.kind === 'risk' && typeof row[o.name] === 'string');
    const harm = risk ? RISK_HARMS.find((h) => String(row[risk.name]).includes(h)) : undefined;
    return harm ? ACCIDENT_OF_HARM[harm] : placed(ACCIDENTS, spec, f, tenant, index);
  }
  const at = /(\d+)幢(\d+)室$/.exec(String(row.address ?? ''));
  if (f.name === 'building') return at ? `${at[1]}幢` : `${gen.int(1, 30)}幢`;
  if (f.name === 'room') return at ? `${at[2]}室` : `${gen.int(1, 28)}0${gen.int(1, 4)}室`;
  // A Flowable id (a process instance's, a deployment's).
  if (/^(processInstanceId|deploymentId)$/.test(f.name)) return gen.faker.string.uuid();
  return undefined;
}

/** Roots of a generated tree, per tenant. */
const TREE_ROOTS = 3;

/**
 * The parent of a tree's row (a tree list, or a field referring to its own entry): the first rows are roots
 * ('0'), each later one hangs under an earlier row, so every chain ends at a root.
 */
const treeParent = (gen: Gen, index: number, own: string[]): string =>
  index < TREE_ROOTS ? '0' : gen.pick(own.slice(0, index));

/** Ids of each entry by tenant, that `ref` fields pick from. */
type IdBook = Map<string, Map<string, string[]>>;

function fieldValue(
  gen: Gen,
  spec: ResourceSpec,
  f: FieldSpec,
  index: number,
  tenant: string,
  ids: IdBook,
  own: string[],
  row: Row,
  keysOf: (ref: string, key: string, tenant: string) => string[],
  dictKeysOf: (code: string) => string[],
): unknown {
  if (f.ref) {
    const list = /Ids$/.test(f.name);
    if (f.ref === spec.name && !list && !f.refKey) return treeParent(gen, index, own);
    const pool = f.refKey
      ? keysOf(f.ref, f.refKey, tenant)
      : f.ref === spec.name
        ? own.slice(0, index)
        : (ids.get(f.ref)?.get(tenant) ?? []);
    if (pool.length === 0) return undefined;
    if (!list) return distinct(pool, takenBefore(spec, f, row), gen.pick);
    return [...new Set(Array.from({ length: gen.int(1, 3) }, () => gen.pick(pool)))].join(',');
  }
  if (f.choices?.length) {
    const value = gen.pick(f.choices).value;
    return f.type === 'number' ? Number(value) : value;
  }
  const told = f.kind || f.samples ? undefined : derived(gen, spec, f, row, tenant, index);
  if (told !== undefined) return told;
  const samples =
    samplesOf(f, row) ??
    (f.kind ? undefined : BY_NAME.find(([re]) => re.test(f.name))?.[1]) ??
    (f.dict && !f.kind ? dictKeysOf(f.dict) : undefined);
  if (samples?.length)
    return distinct(samples, f.samples ? takenBefore(spec, f, row) : new Set(), (left) =>
      placed(left, spec, f, tenant, index),
    );
  const kind = f.kind ?? kindByName(f.name);
  if (f.kind || (kind && f.type !== 'number' && f.type !== 'boolean' && f.type !== 'id'))
    return byKind(kind!, gen, spec, f, index);
  switch (f.type) {
    case 'boolean':
      return gen.faker.datatype.boolean();
    case 'number':
      if (kind === 'money') return money(gen);
      if (f.name === 'sort') return index + 1;
      if (/age$/i.test(f.name)) return gen.int(18, 85);
      return gen.int(0, 100);
    case 'date':
      return dateText(f.future ? dayAfter(gen) : dayBefore(gen));
    case 'datetime':
      return dateTimeText(f.future ? dayAfter(gen) : dayBefore(gen));
    case 'id':
      return f.name === 'parentId' ? '0' : undefined;
    case 'password':
      return undefined;
    case 'cron':
      return `0 ${gen.int(0, 59)} ${gen.int(0, 23)} * * ?`;
    default:
      return `${f.text.zh}${index + 1}`;
  }
}

function idsInDb(db: DatabaseSync, spec: ResourceSpec): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const rows = db.prepare(`SELECT id, tenant_id FROM ${tableOf(spec)} WHERE is_deleted = 0`).all() as {
    id: string;
    tenant_id: string;
  }[];
  for (const r of rows) out.set(r.tenant_id, [...(out.get(r.tenant_id) ?? []), r.id]);
  if (!spec.tenantScoped) {
    const all = rows.map((r) => r.id);
    for (const t of SEED_TENANTS) out.set(t, all);
  }
  return out;
}

/** Who the generated rows say created them: the tenant's `admin` user and its department. */
function creatorOf(db: DatabaseSync, registry: Registry, tenant: string): { user: string; dept: string } {
  if (!registry.user) return { user: '', dept: '' };
  const row = db
    .prepare(
      `SELECT data FROM ${tableOf(registry.user)} WHERE tenant_id = ? AND ${jsonField('account')} = 'admin'`,
    )
    .get(tenant) as { data: string } | undefined;
  const user = row ? (JSON.parse(row.data) as Row) : {};
  return { user: String(user.id ?? ''), dept: String(user.deptId ?? '').split(',')[0] ?? '' };
}

/** Fills the generated entries (after the fixtures, whose rows `ref` fields may name). */
export function generateRows(db: DatabaseSync, registry: Registry, entries: ResourceSpec[]): void {
  const plan = new Map<string, Map<string, string[]>>();
  const ids: IdBook = new Map();
  for (const spec of Object.values(registry))
    if (!entries.includes(spec)) ids.set(spec.name, idsInDb(db, spec));
  for (const spec of entries) {
    const stem = pad(hash(spec.name) % 100_000_000, 8);
    const byTenant = new Map<string, string[]>();
    const tenants = spec.tenantScoped ? SEED_TENANTS : [ADMIN_TENANT];
    tenants.forEach((tenant, t) => {
      const gen = generator(hash(`${spec.name}|${tenant}|count`));
      const drawn = tenant === ADMIN_TENANT ? gen.int(20, 40) : gen.int(MIN_LIST_ROWS, 16);
      // A field no two records share, drawn from samples (a task role's name): a record per sample at most.
      const names = uniqueSamples(spec);
      const count = names ? Math.max(MIN_LIST_ROWS, Math.min(drawn, names)) : drawn;
      byTenant.set(
        tenant,
        Array.from({ length: count }, (_, i) => `19${stem}${t}${pad(i + 1, 8)}`),
      );
    });
    plan.set(spec.name, byTenant);
    ids.set(
      spec.name,
      spec.tenantScoped ? byTenant : new Map(SEED_TENANTS.map((t) => [t, byTenant.get(ADMIN_TENANT)!])),
    );
  }
  const creators = new Map(SEED_TENANTS.map((t) => [t, creatorOf(db, registry, t)]));
  // A reference by another field than the id (a tenant's code) picks from the values filed before.
  const keys = new Map<string, string[]>();
  const keysOf = (ref: string, key: string, tenant: string) => {
    const target = registry[ref];
    if (!target) return [];
    const at = `${ref}|${key}|${target.tenantScoped ? tenant : ''}`;
    if (!keys.has(at)) {
      const rows = db
        .prepare(
          `SELECT ${jsonField(key)} AS v FROM ${tableOf(target)} WHERE is_deleted = 0${target.tenantScoped ? ' AND tenant_id = ?' : ''} ORDER BY id`,
        )
        .all(...(target.tenantScoped ? [tenant] : [])) as { v: unknown }[];
      keys.set(at, rows.map((r) => String(r.v ?? '')).filter(Boolean));
    }
    return keys.get(at)!;
  };
  // A field naming a dictionary without choices of its own takes its items' keys (the console's own
  // dictionaries, or the system and business dictionaries filed before).
  const dictKeys = new Map<string, string[]>();
  const dictKeysOf = (code: string) => {
    if (!dictKeys.has(code)) {
      const own = FIXED_DICTIONARIES[code]?.map((item) => item.dictKey);
      const filed = ['dict', 'dict-biz'].flatMap((name) => {
        const target = registry[name];
        if (!target) return [];
        return (
          db
            .prepare(
              `SELECT ${jsonField('dictKey')} AS k FROM ${tableOf(target)} WHERE is_deleted = 0 AND ${jsonField('code')} = ? ORDER BY id`,
            )
            .all(code) as { k: unknown }[]
        )
          .map((r) => String(r.k ?? ''))
          .filter((k) => k !== '' && k !== '-1');
      });
      dictKeys.set(code, own ?? [...new Set(filed)]);
    }
    return dictKeys.get(code)!;
  };
  const picked = pickerSources(registry);
  for (const spec of entries) {
    const insert = db.prepare(
      `INSERT OR IGNORE INTO ${tableOf(spec)} (id, tenant_id, data, is_deleted) VALUES (?, ?, ?, 0)`,
    );
    const order = drawOrder(spec.fields);
    for (const [tenant, own] of plan.get(spec.name)!) {
      const gen = generator(hash(`${spec.name}|${tenant}`));
      const creator = creators.get(tenant as (typeof SEED_TENANTS)[number])!;
      const seen = new Map<string, Set<string>>();
      const titles = new Set<string>();
      own.forEach((id, index) => {
        const drawn: Row = { [spec.idField]: id };
        for (const f of order) {
          if (f.name === spec.idField) continue;
          const value = fieldValue(gen, spec, f, index, tenant, ids, own, drawn, keysOf, dictKeysOf);
          if (value !== undefined) drawn[f.name] = value;
        }
        // Kept in the fields' order whatever order they were drawn in.
        const row: Row = { [spec.idField]: id };
        for (const f of spec.fields) if (f.name in drawn) row[f.name] = drawn[f.name];
        if (spec.list.style === 'tree' && (row.parentId === undefined || row.parentId === '0'))
          row.parentId = treeParent(gen, index, own);
        uniqueInTheTenant(spec, row, index, seen);
        yearOfTheRecord(spec, row);
        filledTemplates(spec, row, index);
        if (picked.has(spec.name)) namedOnce(spec, row, index, tenant, titles, picked.get(spec.name));
        partsOfTheWhole(gen, spec, row);
        inTheirOrder(gen, spec, row);
        const created = dateTimeText(dayBefore(gen));
        Object.assign(row, {
          ...(spec.tenantScoped ? { tenantId: tenant } : {}),
          createUser: creator.user,
          createDept: creator.dept,
          createTime: created,
          updateUser: creator.user,
          updateTime: created,
          status: row.status ?? 1,
          isDeleted: 0,
        });
        insert.run(id, tenant, JSON.stringify(row));
      });
    }
  }
  followSeededReferences(db, registry, entries);
  seedTotals(db, registry, entries);
}

/**
 * A picker lists a referenced entry's records by name (recordTitle): no two of a tenant share one, so
 * that each is told apart where it is picked. A name drawn before is drawn anew by its kind (a company, a
 * person) from a generator of its own (the row's other values stay as drawn), else it is numbered
 * (消防设施维保（二期）).
 */
function namedOnce(
  spec: ResourceSpec,
  row: Row,
  index: number,
  tenant: string,
  taken: Set<string>,
  refKey: string | undefined,
): void {
  const f = titleField(spec, refKey);
  let title = recordTitle(spec, row, refKey);
  if (f && taken.has(title)) {
    // A name drawn by its kind (a company, a person, a risk as a place and its harm) is drawn anew.
    const redrawn = f.samples ? undefined : (f.kind ?? kindByName(f.name));
    for (let k = 1; redrawn && k <= 20 && taken.has(title); k++) {
      const gen = generator(hash(`${spec.name}|${tenant}|${index}|${f.name}|${k}`));
      title = String(byKind(redrawn, gen, spec, f, index));
    }
    title = numberedAgain(title, taken);
    row[f.name] = title;
  }
  taken.add(title);
}

/**
 * After every seed step (the form apps' names, the households'): what a picker lists names each record
 * once in a tenant (seed rule picker-labels-distinct). A name that follows a referenced record's is that
 * record's, and stays; the names that copy a renamed one follow it again.
 */
export function namePickedOnce(db: DatabaseSync, registry: Registry): void {
  let renamed = false;
  for (const [name, refKey] of pickerSources(registry)) {
    const spec = registry[name]!;
    const f = titleField(spec, refKey);
    if (!f || f.follows) continue;
    const rows = db
      .prepare(`SELECT id, tenant_id AS tenant, data FROM ${tableOf(spec)} WHERE is_deleted = 0 ORDER BY id`)
      .all() as { id: string; tenant: string; data: string }[];
    const update = db.prepare(`UPDATE ${tableOf(spec)} SET data = ? WHERE id = ?`);
    const taken = new Map<string, Set<string>>();
    for (const stored of rows) {
      const row = JSON.parse(stored.data) as Row;
      const seen = taken.get(stored.tenant) ?? new Set<string>();
      taken.set(stored.tenant, seen);
      const title = recordTitle(spec, row, refKey);
      const own = numberedAgain(title, seen);
      seen.add(own);
      if (own === title) continue;
      row[f.name] = own;
      update.run(JSON.stringify(row), stored.id);
      renamed = true;
    }
  }
  if (renamed) followSeededReferences(db, registry, Object.values(registry));
}

const DIGITS = '零一二三四五六七八九';

/** A number in Chinese numerals, below a hundred (2 → 二, 12 → 十二, 20 → 二十). */
const numeral = (n: number): string =>
  n < 10 ? DIGITS[n]! : `${n >= 20 ? DIGITS[Math.floor(n / 10)] : ''}十${n % 10 === 0 ? '' : DIGITS[n % 10]}`;

/** A name not yet taken: the name itself, else its next issue (物业服务合同（二期）: seed-rules' titles allow it). */
export function numberedAgain(name: string, taken: ReadonlySet<string>): string {
  const base = name.replace(/（[一二三四五六七八九十]+期）$/, '');
  for (let n = 2; taken.has(name); n++) name = `${base}（${numeral(n)}期）`;
  return name;
}

/** How many samples a unique field of the entry draws from, if it has one. */
function uniqueSamples(spec: ResourceSpec): number | undefined {
  const f = spec.fields.find((field) => field.unique && Array.isArray(field.samples));
  return f ? (f.samples as readonly string[]).length : undefined;
}

/**
 * A field no two records of a tenant share (`FieldSpec.unique`: a task role's name): its samples in turn
 * while they last, then numbered (网格长2), never one taken before in the tenant.
 */
function uniqueInTheTenant(
  spec: ResourceSpec,
  row: Row,
  index: number,
  seen: Map<string, Set<string>>,
): void {
  for (const f of spec.fields) {
    if (!f.unique || row[f.name] === undefined) continue;
    const taken = seen.get(f.name) ?? new Set<string>();
    seen.set(f.name, taken);
    const samples = Array.isArray(f.samples) ? (f.samples as readonly string[]) : [];
    let value = samples.length > 0 ? samples[index % samples.length]! : String(row[f.name]);
    for (let n = Math.floor(index / Math.max(samples.length, 1)) + 1; taken.has(value); n++)
      value = `${samples.length > 0 ? samples[index % samples.length] : row[f.name]}${n}`;
    taken.add(value);
    row[f.name] = value;
  }
}

/**
 * Totals of other records (`FieldSpec.sumOf`: a contract's received amount is the sum of its receipts).
 * When a total is also a part of another amount (`partOf`: never more than the contract's amount), its
 * records are first scaled down to fit within it, to the cent.
 */
function seedTotals(db: DatabaseSync, registry: Registry, entries: ResourceSpec[]): void {
  const read = (spec: ResourceSpec) =>
    (db.prepare(`SELECT id, data FROM ${tableOf(spec)}`).all() as { id: string; data: string }[]).map(
      (r) => [r.id, JSON.parse(r.data) as Row] as const,
    );
  for (const spec of entries)
    for (const f of spec.fields) {
      const parts = f.sumOf ? registry[f.sumOf.resource] : undefined;
      if (!f.sumOf || !parts) continue;
      const { field, by } = f.sumOf;
      const byOwner = new Map<string, (readonly [string, Row])[]>();
      for (const part of read(parts)) {
        const owner = String(part[1][by] ?? '');
        byOwner.set(owner, [...(byOwner.get(owner) ?? []), part]);
      }
      const updatePart = db.prepare(`UPDATE ${tableOf(parts)} SET data = ? WHERE id = ?`);
      const updateOwner = db.prepare(`UPDATE ${tableOf(spec)} SET data = ? WHERE id = ?`);
      for (const [id, row] of read(spec)) {
        const mine = byOwner.get(String(row[spec.idField])) ?? [];
        const cents = mine.map(([, part]) => Math.round((Number(part[field]) || 0) * 100));
        const whole = f.partOf ? Math.round((Number(row[f.partOf]) || 0) * 100) : Number.POSITIVE_INFINITY;
        const sum = cents.reduce((a, b) => a + b, 0);
        const scaled = sum > whole ? cents.map((c) => Math.floor((c * whole) / sum)) : cents;
        mine.forEach(([partId, part], i) => {
          if (scaled[i] === cents[i]) return;
          part[field] = scaled[i]! / 100;
          updatePart.run(JSON.stringify(part), partId);
        });
        row[f.name] = scaled.reduce((a, b) => a + b, 0) / 100;
        updateOwner.run(JSON.stringify(row), id);
      }
    }
}
