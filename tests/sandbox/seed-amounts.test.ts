import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../core/src/modules/contract.ts';
import type { Registry, ResourceSpec } from '../../core/src/resources/types.ts';
import { createSandboxHandler, type SandboxHandler } from '../../scripts/sandbox/server.ts';
import { tableOf } from '../../scripts/sandbox/store.ts';

/** Seeded amounts that are parts of another (received of a contract's amount) stay within it. */
describe('sandbox: seeded parts of an amount', () => {
  const registry: Registry = Object.fromEntries(contract.resources.map((spec) => [spec.name, spec]));
  let handler: SandboxHandler;
  let db: DatabaseSync;
  const rows = (name: string) =>
    (
      db.prepare(`SELECT data FROM ${tableOf(registry[name] as ResourceSpec)}`).all() as { data: string }[]
    ).map((r) => JSON.parse(r.data) as Record<string, number>);

  beforeAll(() => {
    handler = createSandboxHandler({ registry });
    db = new DatabaseSync(handler.dbFile);
  });
  afterAll(async () => {
    db?.close();
    await handler?.close();
  });

  it('never receives or invoices more than the contract amount', () => {
    const contracts = rows('contract-info');
    expect(contracts.length).toBeGreaterThan(0);
    for (const c of contracts) {
      expect(c.receivedAmount).toBeLessThanOrEqual(c.contractAmount!);
      expect(c.invoicedAmount).toBeLessThanOrEqual(c.contractAmount!);
      expect(c.receivedAmount).toBeGreaterThanOrEqual(0);
    }
  });

  it('leaves as outstanding what was not received', () => {
    for (const name of ['contract-business', 'contract-collection-management']) {
      const whole = name === 'contract-business' ? 'amount' : 'planAmount';
      for (const r of rows(name)) {
        expect(r.receivedAmount, name).toBeLessThanOrEqual(r[whole]!);
        expect(r.unreceivedAmount, name).toBeCloseTo(r[whole]! - r.receivedAmount!, 2);
      }
    }
  });
});
