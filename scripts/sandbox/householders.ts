/**
 * The householders the sandbox seeds (forms-and-survey.md §3.3): surveyed households of Ningbo, each with
 * its area picked from the region tree down to the village, valid 18-digit ID cards (their region the
 * household's district, sex and age the card's), the applicant's family (the applicant first, 本人) whose
 * size is numberOfFamily, supporter families, housing, the required list, incomes that add up, a seal and
 * photos; and a few householders only registered for a survey (saveHouseholder's fields, nothing surveyed).
 */
import type { DatabaseSync } from 'node:sqlite';
import { checkCharacterOf } from '../../core/src/idcard/index.ts';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import { familyNameOf, type Gen, generator, hash, person, phone, SEED_ANCHOR, surname } from './generate.ts';
import type { RegionTree } from './regions.ts';
import { ADMIN_TENANT, insertRow, type Row, tableOf, updateRow } from './store.ts';

/** How many people a household has: the applicant's family and its supporter families. */
export interface HouseholdShape {
  members: number;
  supporterFamilies: number;
  supportersEach: number;
}

const SEED_YEAR = new Date(SEED_ANCHOR).getUTCFullYear();
const NINGBO = '330200';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

interface Person {
  name: string;
  appellation: string;
  idCard: string;
  sex: 1 | 2;
  age: number;
}

/** A valid ID card of someone of that district, sex and age (as of the seed's year). */
function idCardOf(gen: Gen, district: string, sex: 1 | 2, age: number): string {
  const birth = `${SEED_YEAR - age}${pad(gen.int(1, 12))}${pad(gen.int(1, 28))}`;
  const order = gen.int(0, 4) * 2 + (sex === 1 ? 1 : 0);
  const first17 = `${district}${birth}${pad(gen.int(0, 99))}${order}`;
  return first17 + checkCharacterOf(first17)!;
}

function someone(gen: Gen, district: string, appellation: string, sex: 1 | 2, age: number, family?: string) {
  const name = (family ?? surname(gen)) + gen.faker.person.firstName(sex === 1 ? 'male' : 'female');
  return { name, appellation, idCard: idCardOf(gen, district, sex, age), sex, age };
}

const child = (sex: 1 | 2) => (sex === 1 ? '儿子' : '女儿');
const randomSex = (gen: Gen): 1 | 2 => (gen.next() < 0.5 ? 1 : 2);

/** The applicant's family: the applicant (本人), a spouse, then children (the father's surname) and parents. */
function familyOf(gen: Gen, district: string, applicant: Person, size: number): Person[] {
  const other = (applicant.sex === 1 ? 2 : 1) as 1 | 2;
  const people: Person[] = [applicant];
  if (size > 1) people.push(someone(gen, district, '配偶', other, applicant.age + gen.int(-3, 3)));
  const surname = familyNameOf((applicant.sex === 1 ? applicant : (people[1] ?? applicant)).name);
  while (people.length < size) {
    const sex = randomSex(gen);
    if (people.length % 3 === 1 && applicant.age < 60)
      people.push(
        someone(
          gen,
          district,
          sex === 1 ? '父亲' : '母亲',
          sex,
          applicant.age + gen.int(22, 30),
          familyNameOf(applicant.name),
        ),
      );
    else
      people.push(
        someone(gen, district, child(sex), sex, Math.max(1, applicant.age - gen.int(22, 34)), surname),
      );
  }
  return people;
}

/** A supporter family: a grown child or a sibling of the applicant, a spouse, then their children. */
function supportersOf(gen: Gen, district: string, members: Person[], size: number): Person[] {
  const applicant = members[0]!;
  // The applicant's children carry the father's surname.
  const family = familyNameOf((applicant.sex === 1 ? applicant : (members[1] ?? applicant)).name);
  const sex = randomSex(gen);
  const sibling = applicant.age < 50 || gen.next() < 0.3;
  const head = sibling
    ? someone(
        gen,
        district,
        sex === 1 ? '兄弟' : '姐妹',
        sex,
        applicant.age + gen.int(-8, 8),
        familyNameOf(applicant.name),
      )
    : someone(gen, district, child(sex), sex, applicant.age - gen.int(22, 34), family);
  const people: Person[] = [head];
  if (size > 1) people.push(someone(gen, district, '配偶', sex === 1 ? 2 : 1, head.age + gen.int(-3, 3)));
  const surname = familyNameOf((sex === 1 ? head : (people[1] ?? head)).name);
  while (people.length < size) {
    const kid = randomSex(gen);
    people.push(someone(gen, district, child(kid), kid, Math.max(1, head.age - gen.int(22, 32)), surname));
  }
  return people;
}

/** The area of §3.2 picked from the tree: 浙江省 › 宁波市 › a district › a street › a village. */
function areaOf(gen: Gen, tree: RegionTree) {
  const province = tree.list('0').find((p) => p.code === '330000')!;
  const city = tree.list(province.code).find((c) => c.code === NINGBO)!;
  const district = gen.pick(tree.list(city.code));
  const street = gen.pick(tree.list(district.code));
  const village = gen.pick(tree.list(street.code));
  const path = [province, city, district, street, village];
  return {
    province: province.code,
    city: city.code,
    district: district.code,
    street: street.code,
    village: village.code,
    value: path.map((p) => p.code),
    label: path.map((p) => p.name),
  };
}

const money = (gen: Gen, min: number, max: number) => gen.int(min, max) * 100;
const photos = (gen: Gen, id: string, group: string, max: number) =>
  Array.from(
    { length: gen.int(0, max) },
    (_, i) => `https://oss.example.com/nbxt/householder/${id}/${group}-${i + 1}.jpg`,
  );

/** One surveyed household of that shape (the bench asks for a large one). */
export function householdRecord(
  gen: Gen,
  tree: RegionTree,
  id: string,
  dataMid: string,
  shape: HouseholdShape,
): Row {
  const area = areaOf(gen, tree);
  const sex = (gen.next() < 0.55 ? 1 : 2) as 1 | 2;
  const applicant = someone(gen, area.district, '本人', sex, gen.int(38, 78));
  const members = familyOf(gen, area.district, applicant, shape.members);
  const supporterFamilies = Array.from({ length: shape.supporterFamilies }, () => ({
    supporters: supportersOf(gen, area.district, members, shape.supportersEach),
  }));
  const wageIncome = money(gen, 0, 300);
  const pension = money(gen, 0, 200);
  const otherTransferIncome = money(gen, 0, 30);
  const propertyIncome = money(gen, 0, 20);
  const operatingIncome = money(gen, 0, 50);
  const transferIncome = pension + otherTransferIncome;
  const income = wageIncome + transferIncome + propertyIncome + operatingIncome;
  const street = area.label[3]!;
  const village = area.label[4]!;
  return {
    id,
    dataMid,
    name: applicant.name,
    idCard: applicant.idCard,
    sex: applicant.sex,
    age: applicant.age,
    area,
    praddress: `浙江省宁波市${area.label[2]}${street}${village}${gen.int(1, 200)}号`,
    phone: phone(gen),
    phoneCheck: '2',
    communityContacts: person(gen),
    communityContactsPhone: phone(gen),
    disability: gen.next() < 0.2 ? [gen.pick(['1', '2', '4', '5', '7'])] : [],
    // The people of the family who receive the benefit.
    enjoyPeople: members
      .slice(0, gen.int(1, members.length))
      .map((m) => m.name)
      .join('、'),
    applyType: gen.pick(['最低生活保障', '低保边缘', '特困供养']),
    employment: gen.pick(['无业', '灵活就业', '务农', '退休']),
    unemploymentRegistration: gen.pick(['是', '否']),
    unemploymentAmount: 0,
    severeDisability: '否',
    firstOrSelfEmployment: '否',
    lessThan3YearsEmployment: '否',
    personalPayment: money(gen, 0, 30),
    socialSecurityBase: money(gen, 30, 60),
    providentFundBase: 0,
    selfReportedIncome: income,
    pension,
    otherTransferIncome,
    tuition: members.some((m) => m.age < 22) ? money(gen, 10, 60) : 0,
    propertyIncome,
    operatingIncome,
    income,
    wageIncome,
    transferIncome,
    educationExpenses: money(gen, 0, 40),
    totalIncome: income,
    perMonthlyIncome: Math.round(income / 12 / members.length),
    numberOfFamily: members.length,
    houseInfo: [
      {
        housingArea: gen.int(30, 110),
        decoration: gen.pick(['1', '2', '3']),
        housingNature: gen.int(1, 5),
        heaInfo: gen.pick(['0', '1', '2']),
      },
    ],
    familyInfo: `${village}${members.length}口之家，${applicant.name}${applicant.age >= 60 ? '年老体弱' : '收入不稳定'}，家庭收入主要来自${wageIncome > pension ? '务工' : '养老金'}。`,
    visit: `走访${village}邻居${person(gen)}，反映该户生活困难情况属实。`,
    familyMembers: { familyMembers: members },
    supporterFamilies: { supporterFamily: supporterFamilies },
    appendixs: {
      sign: { type: 2, name: applicant.name, url: '', remark: '' },
      housingExterior: photos(gen, id, 'exterior', 3),
      housingInterior: photos(gen, id, 'interior', 3),
      tuitionInvoice: [],
      vehiclePurchaseTaxInvoice: [],
      medicalInvoice: photos(gen, id, 'medical', 2),
      medicalRecord: [],
      otherAppendix: [],
    },
    dataSource: 1,
  };
}

const HOUSEHOLDERS = 15;
/** Every fourth householder is only registered for a survey (not yet surveyed). */
const registeredOnly = (i: number) => i % 4 === 3;

/**
 * The householders of tenant 000000: surveyed households and some only registered (not yet surveyed).
 * Seeded before the generated rows (whose families and reports refer to them); their surveys come after
 * (`linkHouseholders`).
 */
export function seedHouseholders(db: DatabaseSync, registry: Registry, tree: RegionTree): void {
  const spec = registry['householder'];
  if (!spec) return;
  const gen = generator(hash('householder'));
  const stem = pad(hash('householder') % 100_000_000, 8);
  for (let i = 0; i < HOUSEHOLDERS; i++) {
    const id = `19${stem}0${pad(i + 1, 8)}`;
    const size = gen.pick([1, 2, 2, 3, 3, 3, 4, 4, 5]);
    const record = householdRecord(gen, tree, id, '', {
      members: size,
      supporterFamilies: gen.pick([0, 1, 1, 2]),
      supportersEach: gen.int(1, 3),
    });
    const row: Row = registeredOnly(i)
      ? { id, name: record.name, idCard: record.idCard, praddress: record.praddress }
      : record;
    const created = new Date(SEED_ANCHOR - (i + 1) * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    Object.assign(row, { createTime: created, updateTime: created, status: 1, isDeleted: 0 });
    insertRow(db, spec, id, ADMIN_TENANT, row, true);
  }
}

const rowsOf = (db: DatabaseSync, spec: ResourceSpec) =>
  (
    db.prepare(`SELECT id, data FROM ${tableOf(spec)} ORDER BY id`).all() as { id: string; data: string }[]
  ).map((r) => JSON.parse(r.data) as Row);

/**
 * After the generated rows: each householder files under a survey (dataMid: a report template of its
 * tenant, in turn), and the families and survey reports generated for a householder take its name, ID
 * card, area, address, size and income (not the generator's unrelated ones).
 */
export function linkHouseholders(db: DatabaseSync, registry: Registry): void {
  const spec = registry['householder'];
  const mould = registry['report-mould'];
  if (!spec || !mould) return;
  const moulds = rowsOf(db, mould).filter((m) => (m.tenantId ?? ADMIN_TENANT) === ADMIN_TENANT);
  const holders = new Map<string, Row>();
  for (const [i, row] of rowsOf(db, spec).entries()) {
    const survey = moulds[i % Math.max(moulds.length, 1)];
    const linked = survey ? { ...row, dataMid: String(survey.id) } : row;
    updateRow(db, spec, String(row.id), linked);
    holders.set(String(row.id), { ...linked, survey: survey?.['questName'] });
  }
  const report = registry['inv-report'];
  for (const row of report ? rowsOf(db, report) : []) {
    const holder = holders.get(String(row['holderId']));
    if (!holder || !report) continue;
    updateRow(db, report, String(row.id), {
      ...row,
      reportName: `${holder['name']}家庭经济状况调查报告`,
      name: holder['name'],
      idCard: holder['idCard'],
      ...(holder['area'] ? { area: holder['area'] } : {}),
      ...(holder['survey'] ? { mname: holder['survey'] } : {}),
    });
  }
  // A householder's first family is the applicant's, the next ones its supporter families, in order.
  const family = registry['low-income-family'];
  const seen = new Map<string, number>();
  for (const row of family ? rowsOf(db, family) : []) {
    const holder = holders.get(String(row['holderId']));
    if (!holder || !family) continue;
    const k = seen.get(String(row['holderId'])) ?? 0;
    seen.set(String(row['holderId']), k + 1);
    const supporters = (holder['supporterFamilies'] as { supporterFamily?: { supporters: unknown[] }[] })
      ?.supporterFamily?.[k - 1]?.supporters;
    const applicant = k === 0 || !supporters;
    updateRow(db, family, String(row.id), {
      ...row,
      familyType: applicant ? 1 : 2,
      familyName: applicant ? `${holder['name']}家庭` : `${holder['name']}的赡养人家庭${k}`,
      address: holder['praddress'],
      ...(holder['area'] ? { area: holder['area'] } : {}),
      numberOfFamily: applicant ? (holder['numberOfFamily'] ?? 1) : supporters.length,
      ...(applicant && holder['totalIncome'] !== undefined ? { totalIncome: holder['totalIncome'] } : {}),
    });
  }
}
