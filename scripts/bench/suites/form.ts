/**
 * Form definitions: export+import round trips per second on fixtures/forms (target ≥ 5,000 forms/s in
 * process), and whole-process `nbxt form check` on 1,000 generated definitions of 50 fields each
 * (target < 2 s), generated into a temp dir here. Build the CLI first (`node scripts/build.ts cli`).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportForm, importForm } from '@nbxt/core/form/convert.ts';
import { execa } from 'execa';
import { opsPerSecond } from '../measure.ts';

const root = new URL('../../../', import.meta.url).pathname;
const cli = `${root}cli/bin/nbxt.js`;
const fixtures = `${root}fixtures/forms/`;

/** One round trip of each fixture, in its own direction (avue → designer → avue, or the reverse). */
function roundTrips(): (() => void)[] {
  return readdirSync(fixtures)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const value = JSON.parse(readFileSync(fixtures + file, 'utf8'));
      const designer = file.endsWith('.designer.json');
      return () => {
        const first = designer ? exportForm(value) : importForm(value);
        if (!first.ok) throw new Error(`${file} refused`);
        const second = designer ? importForm(first.value) : exportForm(first.value);
        if (!second.ok) throw new Error(`${file} refused on the way back`);
      };
    });
}

/** A definition of 50 fields of mixed types, clean for the checker. */
function definition(n: number): unknown {
  const column = Array.from({ length: 50 }, (_, i) => {
    const prop = `f${n}_${i}`;
    switch (i % 10) {
      case 0:
        return {
          type: 'input',
          prop,
          label: `字段${i}`,
          span: 12,
          required: true,
          rules: [{ required: true, message: `字段${i}必须填写` }],
        };
      case 1:
        return {
          type: 'select',
          prop,
          label: `选择${i}`,
          span: 12,
          dicData: [
            { label: '是', value: 1 },
            { label: '否', value: 0 },
          ],
        };
      case 2:
        return {
          type: 'tree',
          prop,
          label: `树${i}`,
          span: 24,
          props: { label: 'name', value: 'id' },
          dicData: [{ name: 'A', id: 'a', children: [{ name: 'B', id: 'b' }] }],
        };
      case 3:
        return {
          type: 'upload',
          prop,
          label: `上传${i}`,
          span: 24,
          limit: 3,
          headers: { 'Tenant-Id': '000000' },
          propsHttp: { res: 'data', url: 'link' },
        };
      case 4:
        return { type: 'number', prop, label: `数字${i}`, span: 8, precision: 2, min: 0 };
      case 5:
        return {
          type: 'date',
          prop,
          label: `日期${i}`,
          span: 8,
          format: 'yyyy-MM-dd',
          valueFormat: 'yyyy-MM-dd',
        };
      case 6:
        return {
          type: 'textarea',
          prop,
          label: `备注${i}`,
          span: 24,
          minRows: 2,
          maxRows: 4,
          pattern: '^.{0,200}$',
        };
      case 7:
        return { type: 'slider', prop, label: `滑块${i}`, span: 12, min: 0, max: 10, step: 1 };
      case 8:
        return {
          type: 'rate',
          prop,
          label: `评分${i}`,
          span: 12,
          max: 5,
          texts: ['极差', '失望', '一般', '满意', '惊喜'],
        };
      default:
        return {
          type: 'dynamic',
          prop,
          label: `子表${i}`,
          span: 24,
          children: { column: [{ type: 'input', prop: `${prop}_c`, label: '子字段', width: 120 }] },
        };
    }
  });
  return { labelWidth: 120, gutter: 10, column };
}

export default async function formSuite(): Promise<Record<string, unknown>> {
  const trips = roundTrips();
  let next = 0;
  const roundTripsPerSecond = opsPerSecond(() => {
    trips[next++ % trips.length]!();
  }, 2000);

  const dir = mkdtempSync(join(tmpdir(), 'nbxt-form-bench-'));
  try {
    const defs = join(dir, 'defs');
    mkdirSync(defs);
    for (let i = 0; i < 1000; i++)
      writeFileSync(join(defs, `form-${i}.json`), JSON.stringify(definition(i), null, 2));
    const times: number[] = [];
    // One warm-up run fills the V8 compile cache and the file cache, as on any machine after the first run.
    for (let run = 0; run < 6; run++) {
      const start = performance.now();
      const result = await execa(process.execPath, [cli, 'form', 'check', defs], {
        reject: false,
        env: { ...process.env, CI: '1' },
      });
      const elapsed = performance.now() - start;
      if (result.exitCode !== 0)
        throw new Error(
          `form check exited ${result.exitCode}: ${result.stdout.slice(-500)} ${result.stderr}`,
        );
      if (!result.stdout.includes('1000 files checked: 0 errors'))
        throw new Error(`unexpected output: ${result.stdout}`);
      if (run > 0) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const checkMs = Math.round(times[Math.floor(times.length / 2)]! * 10) / 10;
    return {
      fixtures: trips.length,
      round_trips_per_second: roundTripsPerSecond,
      round_trips_target_per_second: 5000,
      round_trips_meet_target: roundTripsPerSecond >= 5000,
      check_1000x50_ms: checkMs,
      check_1000x50_target_ms: 2000,
      check_meets_target: checkMs < 2000,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
