/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): encoding, and a reader that
 * takes bytes in any chunks and gives back whole frames and heart-beats (a lone end of line).
 */

export interface Frame {
  command: string;
  /** In order; a repeated header's first value counts (§ Repeated Header Entries). */
  headers: [string, string][];
  body: string;
}

/** A heart-beat between frames. */
export const HEARTBEAT = 'heartbeat' as const;
export type Received = Frame | typeof HEARTBEAT;

/** CONNECT and CONNECTED headers are not escaped (STOMP 1.0 compatibility). */
const UNESCAPED = new Set(['CONNECT', 'CONNECTED']);

const escapeHeader = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/\r/g, '\\r').replace(/\n/g, '\\n').replace(/:/g, '\\c');

function unescapeHeader(value: string): string {
  return value.replace(/\\(.)/gs, (whole, ch: string) => {
    if (ch === 'r') return '\r';
    if (ch === 'n') return '\n';
    if (ch === 'c') return ':';
    if (ch === '\\') return '\\';
    throw new FrameError(`undefined escape sequence ${whole}`);
  });
}

export class FrameError extends Error {}

export function header(frame: Frame, name: string): string | undefined {
  return frame.headers.find(([key]) => key === name)?.[1];
}

/** The frame's bytes; a body always gets its content-length, so it may hold NUL. */
export function encodeFrame(frame: Frame): Buffer {
  const body = Buffer.from(frame.body, 'utf8');
  const escaped = UNESCAPED.has(frame.command) ? (v: string) => v : escapeHeader;
  const lines = [frame.command];
  for (const [key, value] of frame.headers) {
    if (key === 'content-length') continue;
    lines.push(`${escaped(key)}:${escaped(value)}`);
  }
  if (body.length > 0 || frame.command === 'SEND' || frame.command === 'MESSAGE')
    lines.push(`content-length:${body.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\n')}\n\n`, 'utf8'), body, Buffer.from([0])]);
}

const NUL = 0;
const LF = 0x0a;
const CR = 0x0d;

/** Collects bytes and gives back what they complete. */
export class FrameReader {
  private pending: Buffer = Buffer.alloc(0);

  push(chunk: Buffer | string): Received[] {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.pending = this.pending.length === 0 ? bytes : Buffer.concat([this.pending, bytes]);
    const out: Received[] = [];
    for (;;) {
      // End-of-line bytes between frames are heart-beats.
      if (this.pending[0] === LF) {
        this.pending = this.pending.subarray(1);
        out.push(HEARTBEAT);
        continue;
      }
      if (this.pending[0] === CR && this.pending[1] === LF) {
        this.pending = this.pending.subarray(2);
        out.push(HEARTBEAT);
        continue;
      }
      const frame = this.next();
      if (!frame) return out;
      out.push(frame);
    }
  }

  private next(): Frame | undefined {
    const buf = this.pending;
    const headEnd = findHeadEnd(buf);
    if (!headEnd) return undefined;
    const head = buf.subarray(0, headEnd.at).toString('utf8');
    const lines = head.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const command = lines.shift() ?? '';
    if (!/^[A-Z]+$/.test(command)) throw new FrameError(`bad command ${JSON.stringify(command)}`);
    const unescaped = UNESCAPED.has(command) ? (v: string) => v : unescapeHeader;
    const headers: [string, string][] = [];
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon < 0) throw new FrameError(`bad header line ${JSON.stringify(line)}`);
      headers.push([unescaped(line.slice(0, colon)), unescaped(line.slice(colon + 1))]);
    }
    const bodyStart = headEnd.at + headEnd.length;
    const declared = headers.find(([key]) => key === 'content-length')?.[1];
    let bodyEnd: number;
    if (declared !== undefined) {
      if (!/^\d+$/.test(declared)) throw new FrameError(`bad content-length ${declared}`);
      bodyEnd = bodyStart + Number(declared);
      if (buf.length < bodyEnd + 1) return undefined;
      if (buf[bodyEnd] !== NUL) throw new FrameError('frame does not end with NUL after its content-length');
    } else {
      bodyEnd = buf.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return undefined;
    }
    const body = buf.subarray(bodyStart, bodyEnd).toString('utf8');
    this.pending = buf.subarray(bodyEnd + 1);
    return { command, headers: headers.filter(([key]) => key !== 'content-length'), body };
  }
}

/** Where the headers end: the blank line (LF LF, or with CRs). */
function findHeadEnd(buf: Buffer): { at: number; length: number } | undefined {
  for (let i = 0; i < buf.length; i++) {
    if (buf[i] !== LF) continue;
    if (buf[i + 1] === LF) return { at: i, length: 2 };
    if (buf[i + 1] === CR && buf[i + 2] === LF) return { at: i, length: 3 };
  }
  return undefined;
}
