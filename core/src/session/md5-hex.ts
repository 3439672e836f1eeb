import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** Lower-case MD5 hex of the UTF-8 text: what BladeX expects as `password` (the server hashes it again). */
export function md5Hex(text: string): string {
  return bytesToHex(md5(utf8ToBytes(text)));
}
