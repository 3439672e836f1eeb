import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIdCard } from '../../core/src/idcard/index.ts';
import { household } from '../../core/src/modules/household.ts';
import type { Registry } from '../../core/src/resources/types.ts';
import { SEED_ANCHOR } from '../../scripts/sandbox/generate.ts';
import { regionTree } from '../../scripts/sandbox/regions.ts';
import { createSandboxHandler, type SandboxHandler } from '../../scripts/sandbox/server.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';

interface Person {
  name: string;
  appellation: string;
  idCard: string;
  sex: number;
  age: number;
}
interface Holder extends Person {
  dataMid: string;
  numberOfFamily?: number;
  area?: { value: string[]; label: string[]; village: string };
  familyMembers?: { familyMembers: Person[] };
  supporterFamilies?: { supporterFamily: { supporters: Person[] }[] };
}

const seedDay = (() => {
  const d = new Date(SEED_ANCHOR);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
})();

describe('sandbox: the seeded householders are whole households', () => {
  const registry: Registry = Object.fromEntries(household.resources.map((spec) => [spec.name, spec]));
  let handler: SandboxHandler;
  let db: DatabaseSync;
  let holders: Holder[];

  beforeAll(() => {
    handler = createSandboxHandler({ registry });
    db = new DatabaseSync(handler.dbFile);
    holders = (
      db.prepare(`SELECT data FROM ${tableOf(registry['householder']!)}`).all() as { data: string }[]
    ).map((r) => JSON.parse(r.data) as Holder);
  });
  afterAll(async () => {
    db?.close();
    await handler?.close();
  });

  /** A person whose 18-digit card is valid and whose sex and age are the card's (age as of the seed day). */
  const expectPerson = (p: Person) => {
    const card = parseIdCard(p.idCard, seedDay);
    expect(card.valid, p.idCard).toBe(true);
    if (!card.valid) return;
    expect(card.length).toBe(18);
    expect(p.sex, p.idCard).toBe(card.sex);
    expect(p.age, p.idCard).toBe(seedDay.year - card.birth.year);
  };

  it('gives every householder a valid 18-digit ID card and a survey that exists', () => {
    const moulds = new Set(
      (db.prepare(`SELECT id FROM ${tableOf(registry['report-mould']!)}`).all() as { id: string }[]).map(
        (r) => r.id,
      ),
    );
    expect(holders.length).toBeGreaterThan(10);
    for (const h of holders) {
      expect(parseIdCard(h.idCard, seedDay).valid, h.idCard).toBe(true);
      expect(h.idCard).toHaveLength(18);
      expect(moulds.has(h.dataMid)).toBe(true);
    }
    // Some are only registered for a survey (nothing surveyed yet): the questionnaire starts empty.
    expect(holders.some((h) => h.numberOfFamily === undefined && h.familyMembers === undefined)).toBe(true);
  });

  it('files each surveyed household under a village of the region tree, its people born there', () => {
    const tree = regionTree(dirname(handler.dbFile));
    const surveyed = holders.filter((h) => h.numberOfFamily !== undefined);
    expect(surveyed.length).toBeGreaterThan(5);
    for (const h of surveyed) {
      const area = h.area!;
      expect(area.value).toHaveLength(5);
      // Each level is a child of the one above it, with its name.
      area.value.forEach((code, level) => {
        const node = tree.list(level === 0 ? '0' : area.value[level - 1]!).find((n) => n.code === code);
        expect(node?.name, code).toBe(area.label[level]);
      });
      expect(area.village).toBe(area.value[4]);
      expect(h.idCard.slice(0, 6)).toBe(area.value[2]);
    }
  });

  it('counts the family size from the members (the applicant first), every person valid', () => {
    const surveyed = holders.filter((h) => h.numberOfFamily !== undefined);
    for (const h of surveyed) {
      const members = h.familyMembers!.familyMembers;
      expect(h.numberOfFamily).toBe(members.length);
      expect(members[0]).toMatchObject({ name: h.name, idCard: h.idCard, appellation: '本人' });
      expectPerson(h);
      for (const m of members) expectPerson(m);
      for (const f of h.supporterFamilies!.supporterFamily) {
        expect(f.supporters.length).toBeGreaterThan(0);
        for (const s of f.supporters) expectPerson(s);
      }
    }
    // Households of different sizes, some with supporter families.
    expect(new Set(surveyed.map((h) => h.numberOfFamily)).size).toBeGreaterThan(2);
    expect(surveyed.some((h) => h.supporterFamilies!.supporterFamily.length > 0)).toBe(true);
  });

  it('files the generated survey reports and families under their householder, by its name and card', () => {
    const byId = new Map(holders.map((h) => [(h as unknown as { id: string }).id, h]));
    const rows = (entry: string) =>
      (db.prepare(`SELECT data FROM ${tableOf(registry[entry]!)}`).all() as { data: string }[]).map(
        (r) => JSON.parse(r.data) as Record<string, unknown>,
      );
    const reports = rows('inv-report').filter((r) => byId.has(String(r['holderId'])));
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) {
      const h = byId.get(String(r['holderId']))!;
      expect(r).toMatchObject({ name: h.name, idCard: h.idCard });
    }
    const families = rows('low-income-family').filter((r) => byId.has(String(r['holderId'])));
    expect(families.length).toBeGreaterThan(0);
    for (const f of families)
      expect(String(f['familyName'])).toContain(byId.get(String(f['holderId']))!.name);
  });
});
