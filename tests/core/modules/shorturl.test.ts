import { describe, expect, it } from 'vitest';
import { shorturl } from '../../../core/src/modules/shorturl.ts';
import { allOperations } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

describe('short URL module (business-modules.md §7 Short URLs)', () => {
  it('offers the CRUD set and nothing else, with a list screen', () => {
    expect(Object.keys(allOperations(registry['short-url']!))).toEqual([
      'list',
      'detail',
      'submit',
      'remove',
    ]);
    expect(shorturl.screens.map((s) => [s.view, s.resource])).toEqual([['list', 'short-url']]);
  });
});
