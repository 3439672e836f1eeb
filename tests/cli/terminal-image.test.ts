import { describe, expect, it } from 'vitest';
import { dataUrlBytes, imageProtocol, inlinePng, KITTY_CHUNK } from '../../cli/src/terminal-image.ts';

const png = Buffer.from(Array.from({ length: 7000 }, (_, i) => (i * 31) % 256));

describe('captcha pictures on the terminal', () => {
  it('decodes a base64 data: address and refuses anything else', () => {
    expect(dataUrlBytes(`data:image/png;base64,${png.toString('base64')}`)).toEqual(png);
    expect(dataUrlBytes('https://example.com/captcha.png')).toBeUndefined();
  });

  it('knows iTerm2 by TERM_PROGRAM and kitty by TERM, nothing else', () => {
    expect(imageProtocol({ TERM_PROGRAM: 'iTerm.app' })).toBe('iterm2');
    expect(imageProtocol({ TERM: 'xterm-kitty' })).toBe('kitty');
    expect(imageProtocol({ TERM: 'xterm-256color', TERM_PROGRAM: 'Apple_Terminal' })).toBeUndefined();
    expect(inlinePng(png, { TERM: 'xterm-256color' })).toBeUndefined();
  });

  it('iTerm2: one OSC 1337 inline file with the size and the whole picture', () => {
    const sequence = inlinePng(png, { TERM_PROGRAM: 'iTerm.app' })!;
    const match = /^\x1b\]1337;File=([^:]*):([A-Za-z0-9+/=]+)\x07\n$/.exec(sequence);
    expect(match).not.toBeNull();
    expect(match![1]!.split(';')).toEqual(expect.arrayContaining(['inline=1', `size=${png.length}`]));
    expect(Buffer.from(match![2]!, 'base64')).toEqual(png);
  });

  it('kitty: a PNG transmitted and shown, in chunks of at most 4096, the last one closing', () => {
    const sequence = inlinePng(png, { TERM: 'xterm-kitty' })!;
    const chunks = [...sequence.matchAll(/\x1b_G([^;]*);([^\x1b]*)\x1b\\/g)];
    expect(chunks.length).toBe(Math.ceil(png.toString('base64').length / KITTY_CHUNK));
    expect(chunks[0]![1]!.split(',')).toEqual(expect.arrayContaining(['a=T', 'f=100', 'm=1']));
    expect(chunks.slice(1, -1).every((c) => c[1] === 'm=1')).toBe(true);
    expect(chunks.at(-1)![1]).toBe('m=0');
    for (const c of chunks) expect(c[2]!.length).toBeLessThanOrEqual(KITTY_CHUNK);
    expect(Buffer.from(chunks.map((c) => c[2]).join(''), 'base64')).toEqual(png);
  });
});
