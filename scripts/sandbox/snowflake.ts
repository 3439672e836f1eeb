/**
 * Snowflake IDs as BladeX issues them: 41 bits of milliseconds since the Twitter epoch, 10 bits of worker,
 * 12 bits of sequence. Kept in BigInt and handed out as decimal strings (19 digits today) so that no JS
 * number ever holds one.
 */
const EPOCH = 1288834974657n;

export function createSnowflake(workerId = 1, now: () => number = Date.now): () => string {
  const worker = BigInt(workerId & 0x3ff);
  let lastMs = -1n;
  let sequence = 0n;
  return () => {
    let ms = BigInt(now());
    if (ms < lastMs) ms = lastMs; // clock went back: keep issuing in order
    if (ms === lastMs) {
      sequence = (sequence + 1n) & 0xfffn;
      if (sequence === 0n) ms = lastMs + 1n; // sequence exhausted: borrow the next millisecond
    } else {
      sequence = 0n;
    }
    lastMs = ms;
    return (((ms - EPOCH) << 22n) | (worker << 12n) | sequence).toString();
  };
}
