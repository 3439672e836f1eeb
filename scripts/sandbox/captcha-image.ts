/**
 * The captcha picture the sandbox draws itself: the digits in a 5×7 bitmap font, scaled, shifted and
 * tinted per digit over speckles and two strike lines, as an RGB PNG (what terminals' inline-image
 * protocols and browsers both show). No image package: rows of pixels, deflated, in PNG chunks.
 */
import { crc32, deflateSync } from 'node:zlib';

const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 4;
const INKS: [number, number, number][] = [
  [40, 70, 160],
  [150, 50, 60],
  [30, 120, 70],
  [110, 60, 140],
];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG showing `code` (digits); `random` gives the jitter (0 ≤ n < 1). */
export function captchaPng(code: string, random: () => number = Math.random): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3, 0);
  const set = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const at = (y * WIDTH + x) * 3;
    pixels[at] = r;
    pixels[at + 1] = g;
    pixels[at + 2] = b;
  };
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) set(x, y, [238 - (y % 7), 241, 250 - (x % 9)]);
  for (let i = 0; i < 160; i++) {
    const shade = 150 + Math.floor(random() * 80);
    set(Math.floor(random() * WIDTH), Math.floor(random() * HEIGHT), [
      shade,
      shade,
      shade + 10 > 255 ? 255 : shade + 10,
    ]);
  }
  [...code].forEach((digit, index) => {
    const glyph = FONT[digit] ?? FONT['0']!;
    const ink = INKS[index % INKS.length]!;
    const left = 10 + index * 26 + Math.floor(random() * 5);
    const top = 4 + Math.floor(random() * 8);
    const slant = random() < 0.5 ? 0 : 1;
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++)
          for (let dx = 0; dx < SCALE - 1; dx++)
            set(left + gx * (SCALE - 1) + dx + slant * (6 - gy), top + gy * SCALE + dy, ink);
      });
    });
  });
  for (let line = 0; line < 2; line++) {
    const y0 = 8 + random() * (HEIGHT - 16);
    const slope = (random() - 0.5) * 0.4;
    for (let x = 0; x < WIDTH; x++) set(x, Math.round(y0 + slope * x), [120, 130, 160]);
  }
  const raw = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++)
    pixels.copy(raw, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
