/** When to try again after the chat connection drops: doubling waits from `firstMs`, never above `maxMs`. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
}

export const CHAT_BACKOFF: Backoff = { firstMs: 500, maxMs: 8000 };

/** The wait before reconnect attempt `attempt` (0 for the first attempt after a drop). */
export function reconnectDelay(attempt: number, backoff: Backoff = CHAT_BACKOFF): number {
  const doubled = backoff.firstMs * 2 ** Math.min(Math.max(attempt, 0), 30);
  return Math.min(doubled, backoff.maxMs);
}
