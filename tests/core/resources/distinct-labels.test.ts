import { distinctLabels, recordCode, recordOptions } from '@nbxt/core/resources/record-title.ts';
import { registry } from '@nbxt/core/resources/registry.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * A picker never offers two options of the same label (issue 32: the contract, task group and report
 * template pickers repeated names): records of the same name are told apart by their code, so a real
 * backend's duplicates stay tellable.
 */
describe('a picker’s labels are told apart', () => {
  const contracts = registry['contract-info']!;

  it('appends the code of records that share a name; others keep theirs', () => {
    const rows = [
      { id: '1', contractNo: 'HT-1', contractName: '物业服务合同' },
      { id: '2', contractNo: 'HT-2', contractName: '物业服务合同' },
      { id: '3', contractNo: 'HT-3', contractName: '保洁服务外包合同' },
      { id: '1', contractNo: 'HT-1', contractName: '物业服务合同' },
    ];
    expect(recordOptions(contracts, rows, (row) => String(row.id))).toEqual([
      { value: '1', label: '物业服务合同 · HT-1' },
      { value: '2', label: '物业服务合同 · HT-2' },
      { value: '3', label: '保洁服务外包合同' },
    ]);
    expect(recordCode(contracts, rows[0]!)).toBe('HT-1');
  });

  it('falls back to the value when the codes are shared too (or missing)', () => {
    expect(
      distinctLabels([
        { value: 'a', label: '基础信息', code: 'X' },
        { value: 'b', label: '基础信息', code: 'X' },
        { value: 'c', label: '基础信息' },
      ]),
    ).toEqual([
      { value: 'a', label: '基础信息 · a' },
      { value: 'b', label: '基础信息 · b' },
      { value: 'c', label: '基础信息 · c' },
    ]);
  });

  it('gives distinct labels to distinct values, whatever the names and codes', () => {
    const name = fc.constantFrom('甲', '乙', '丙');
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            value: fc.string({ minLength: 1, maxLength: 3 }),
            label: name,
            code: fc.option(name, { nil: undefined }),
          }),
          {
            selector: (o) => o.value,
            maxLength: 12,
          },
        ),
        (options) => {
          const labels = distinctLabels(options).map((o) => o.label);
          expect(new Set(labels).size).toBe(options.length);
        },
      ),
    );
  });
});
