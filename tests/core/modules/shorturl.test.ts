import { describe, expect, it } from 'vitest';
import { shortAddress, shorturl } from '../../../core/src/modules/shorturl.ts';
import { allOperations } from '../../../core/src/resources/operations.ts';
import { registry } from '../../../core/src/resources/registry.ts';

describe('short URL module (business-modules.md §7 Short URLs)', () => {
  it('offers the CRUD set and nothing else, with the list screen of its own (copyable short addresses)', () => {
    expect(Object.keys(allOperations(registry['short-url']!))).toEqual([
      'list',
      'detail',
      'submit',
      'remove',
    ]);
    expect(shorturl.screens.map((s) => [s.view, s.custom, s.resource])).toEqual([
      ['custom', 'shortUrls', 'short-url'],
    ]);
  });

  it('gives a code its short address on the console’s origin', () => {
    expect(shortAddress('https://gov.example.com/', 'Ab 1')).toBe('https://gov.example.com/s/Ab%201');
  });
});
