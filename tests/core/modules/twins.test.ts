import { applicationForm } from '@nbxt/core/modules/apps.ts';
import { formOperations } from '@nbxt/core/modules/form-operations.ts';
import { toolAppForm } from '@nbxt/core/modules/toolapps.ts';
import type { OperationSpec } from '@nbxt/core/resources/types.ts';
import { describe, expect, it } from 'vitest';

// Issue 27: operations two BladeX controllers share are declared once, by one builder, for both.
/** An entry's operations by a name known at run time. */
const ops = (spec: { operations: object }) => spec.operations as Record<string, OperationSpec>;

describe('twin controllers declared once', () => {
  const shared = Object.keys(formOperations('applyId'));

  it('application forms and tool-app forms take their shared operations from formOperations', () => {
    for (const name of shared) {
      expect(ops(applicationForm)[name], name).toEqual(formOperations('applyId')[name as never]);
      expect(ops(toolAppForm)[name], name).toEqual(formOperations('appId')[name as never]);
    }
  });

  it('the twins differ only in the name of the owner id', () => {
    const asToolApp = (value: unknown) =>
      JSON.parse(JSON.stringify(value).replaceAll('applyId', 'appId').replaceAll('application', 'app'));
    for (const name of shared)
      expect(asToolApp(ops(applicationForm)[name]), name).toEqual(
        JSON.parse(JSON.stringify(ops(toolAppForm)[name])),
      );
  });

  it('the comparison sees a difference when one twin drifts', () => {
    const drifted = { ...formOperations('appId').updateName, path: 'rename' };
    expect(JSON.parse(JSON.stringify(drifted))).not.toEqual(
      JSON.parse(JSON.stringify(formOperations('appId').updateName)),
    );
  });
});
