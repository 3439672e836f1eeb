// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

/**
 * The DOM files' React takes no stack trace per element (tests/setup/react-owner-stacks.ts): every element
 * shares the one stack of an unknown owner. Fails if a React upgrade moves what the setup relies on.
 */
describe('the DOM files’ React development build', () => {
  it('creates elements without capturing a stack for each', () => {
    const stacks = [<p key="a" />, <span key="b" />, <p key="c" />].map(
      (element) => (element as unknown as { _debugStack: unknown })._debugStack,
    );
    expect(stacks[0]).toBeInstanceOf(Error);
    expect(new Set(stacks).size).toBe(1);
  });
});
