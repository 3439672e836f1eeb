/**
 * The wait before a phone code may be asked for again (issue 30: 发送验证码 counts down 60 seconds and
 * cannot be pressed meanwhile). Framework-free: the console ticks it with its clock.
 */
export const CODE_RESEND_SECONDS = 60;

/** Seconds left before another code may be sent: 0 when it may (never sent, or the wait is over). */
export function resendSecondsLeft(
  sentAt: number | undefined,
  now: number,
  seconds: number = CODE_RESEND_SECONDS,
): number {
  if (sentAt === undefined) return 0;
  const elapsed = now - sentAt;
  // A clock set back keeps the full wait rather than counting from the future.
  if (elapsed < 0) return seconds;
  return Math.max(0, seconds - Math.floor(elapsed / 1000));
}

/** Whether a code may be sent now. */
export const maySendCode = (sentAt: number | undefined, now: number, seconds = CODE_RESEND_SECONDS) =>
  resendSecondsLeft(sentAt, now, seconds) === 0;
