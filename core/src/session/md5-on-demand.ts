/**
 * `md5Hex` (md5-hex.ts) loaded when first needed (a sign-in, a lock, an unlock): the hash is no page's
 * first render, so the console's entry carries none of it.
 */
export async function md5HexOnDemand(text: string): Promise<string> {
  return (await import('./md5-hex.ts')).md5Hex(text);
}
