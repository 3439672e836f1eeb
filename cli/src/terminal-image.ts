/** Pictures on the terminal (the sign-in captcha): decoding a `data:` address and the inline protocols. */

/** The bytes of a base64 `data:` address (what the captcha endpoint returns), or undefined. */
export function dataUrlBytes(address: string): Buffer | undefined {
  const match = /^data:[^;,]*;base64,(.*)$/s.exec(address);
  return match ? Buffer.from(match[1]!, 'base64') : undefined;
}

/** The inline-image protocol a terminal speaks, judged from its environment. */
export function imageProtocol(env: Record<string, string | undefined>): 'iterm2' | 'kitty' | undefined {
  if (env.TERM_PROGRAM === 'iTerm.app') return 'iterm2';
  if (env.TERM === 'xterm-kitty') return 'kitty';
  return undefined;
}

/** kitty takes the base64 payload in chunks of at most this many characters. */
export const KITTY_CHUNK = 4096;

/** The escape sequence that draws a PNG in place on terminals that can (newline included), else undefined. */
export function inlinePng(png: Buffer, env: Record<string, string | undefined>): string | undefined {
  const payload = png.toString('base64');
  switch (imageProtocol(env)) {
    case 'iterm2':
      return `\x1b]1337;File=inline=1;size=${png.length};preserveAspectRatio=1:${payload}\x07\n`;
    case 'kitty': {
      const chunks: string[] = [];
      for (let at = 0; at < payload.length; at += KITTY_CHUNK) {
        const more = at + KITTY_CHUNK < payload.length ? 1 : 0;
        const control = at === 0 ? `a=T,f=100,m=${more}` : `m=${more}`;
        chunks.push(`\x1b_G${control};${payload.slice(at, at + KITTY_CHUNK)}\x1b\\`);
      }
      return `${chunks.join('')}\n`;
    }
    default:
      return undefined;
  }
}
