import { describe, expect, it } from 'vitest';
import { iframeSource } from '../../../core/src/nav/iframe.ts';

describe('/myiframe/{routerPath} (platform.md §2.1)', () => {
  it('embeds the address in the router path', () => {
    expect(iframeSource('/myiframe/https://example.com/a/b')).toBe('https://example.com/a/b');
    expect(iframeSource('/myiframe/https:/example.com/a')).toBe('https://example.com/a');
    expect(iframeSource(`/myiframe/${encodeURIComponent('http://x.test/p?q=1')}`)).toBe(
      'http://x.test/p?q=1',
    );
  });

  it('prefers the src query', () => {
    expect(iframeSource('/myiframe/report', { src: 'https://r.test/' })).toBe('https://r.test/');
  });

  it('embeds only http(s) addresses', () => {
    expect(iframeSource('/myiframe/javascript:alert(1)')).toBeUndefined();
    expect(iframeSource('/myiframe/report')).toBeUndefined();
    expect(iframeSource('/elsewhere/https://x.test')).toBeUndefined();
    expect(iframeSource('/myiframe/x', { src: 'data:text/html,hi' })).toBeUndefined();
  });
});
