import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeFrame,
  type Frame,
  FrameError,
  FrameReader,
  HEARTBEAT,
  header,
  type Received,
} from '../../scripts/sandbox/stomp/frame.ts';

const COMMANDS = ['SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'MESSAGE', 'RECEIPT', 'ERROR', 'DISCONNECT'];

/** Header names and values of escaped frames: any text (the codec escapes CR, LF, colon and backslash). */
const escapedFrame: fc.Arbitrary<Frame> = fc.record({
  command: fc.constantFrom(...COMMANDS),
  headers: fc.array(
    fc.tuple(
      fc.string({ minLength: 1, unit: 'grapheme' }).filter((k) => k !== 'content-length'),
      fc.string({ unit: 'grapheme' }),
    ),
    { maxLength: 6 },
  ),
  body: fc.string({ unit: 'grapheme' }),
});

/** CONNECT and CONNECTED are not escaped: their names and values hold no colon (names) nor line ends. */
const plain = fc.string({ unit: 'grapheme' }).map((s) => s.replace(/[\r\n]/g, ''));
const connectFrame: fc.Arbitrary<Frame> = fc.record({
  command: fc.constantFrom('CONNECT', 'CONNECTED'),
  headers: fc.array(
    fc.tuple(
      plain.map((s) => s.replace(/:/g, '')).filter((k) => k.length > 0 && k !== 'content-length'),
      plain,
    ),
    { maxLength: 4 },
  ),
  body: fc.constant(''),
});

/** The bytes cut at the given points, in order. */
function chunks(bytes: Buffer, cuts: number[]): Buffer[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const out: Buffer[] = [];
  let from = 0;
  for (const p of points) {
    out.push(bytes.subarray(from, p));
    from = p;
  }
  out.push(bytes.subarray(from));
  return out;
}

describe('STOMP 1.2 frame codec', () => {
  it('reads back every encoded frame, heart-beats between them kept, however the bytes are cut', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(escapedFrame, connectFrame, fc.constant<typeof HEARTBEAT>(HEARTBEAT)), {
          maxLength: 5,
        }),
        fc.array(fc.nat(), { maxLength: 8 }),
        (items, cuts) => {
          const bytes = Buffer.concat(
            items.map((item) => (item === HEARTBEAT ? Buffer.from('\n') : encodeFrame(item))),
          );
          const reader = new FrameReader();
          const got: Received[] = chunks(bytes, cuts).flatMap((chunk) => reader.push(chunk));
          expect(got).toEqual(items);
        },
      ),
    );
  });

  it('escapes header colons, line ends and backslashes, except in CONNECT', () => {
    const send = encodeFrame({ command: 'SEND', headers: [['a:b', 'x\ny\\z']], body: '' }).toString();
    expect(send).toBe('SEND\na\\cb:x\\ny\\\\z\ncontent-length:0\n\n\0');
    const connect = encodeFrame({ command: 'CONNECT', headers: [['token', 'a\\b']], body: '' }).toString();
    expect(connect).toBe('CONNECT\ntoken:a\\b\n\n\0');
  });

  it('reads frames with CR LF line ends and a body up to NUL when no content-length is given', () => {
    const reader = new FrameReader();
    const [frame] = reader.push('SEND\r\ndestination:/app/x\r\n\r\n{"msg":"你好"}\0\r\n');
    expect(frame).toEqual({ command: 'SEND', headers: [['destination', '/app/x']], body: '{"msg":"你好"}' });
    expect(reader.push('')).toEqual([]);
  });

  it('counts content-length in bytes, so a body may hold NUL and multi-byte text', () => {
    const body = '客服\0回复';
    const [frame] = new FrameReader().push(encodeFrame({ command: 'MESSAGE', headers: [], body }));
    expect(frame).toEqual({ command: 'MESSAGE', headers: [], body });
  });

  it('takes the first of a repeated header', () => {
    const [frame] = new FrameReader().push('MESSAGE\nfoo:1\nfoo:2\n\n\0');
    expect(header(frame as Frame, 'foo')).toBe('1');
  });

  it('refuses undefined escapes and malformed lines', () => {
    expect(() => new FrameReader().push('SEND\na:\\t\n\n\0')).toThrow(FrameError);
    expect(() => new FrameReader().push('SEND\nno-colon\n\n\0')).toThrow(FrameError);
    expect(() => new FrameReader().push('send\n\n\0')).toThrow(FrameError);
  });
});
