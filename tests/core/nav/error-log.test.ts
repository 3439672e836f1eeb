import { describe, expect, it } from 'vitest';
import {
  appendLog,
  badgeLabel,
  ERROR_LOG_BADGE_MAX,
  errorLogEntry,
  formatLogTime,
  readLogs,
} from '../../../core/src/nav/error-log.ts';

const now = new Date(2024, 2, 5, 9, 7, 3);

describe('error log (platform.md §2.4, §8)', () => {
  it('records message, stack and info of a thrown error with address and time', () => {
    const error = new Error('boom');
    const entry = errorLogEntry(error, { address: 'http://x/system/param', info: '\n  at Page\n', now });
    expect(entry).toEqual({
      type: 'error',
      address: 'http://x/system/param',
      content: 'boom',
      stack: error.stack,
      info: 'at Page',
      time: '2024-03-05 09:07:03',
    });
  });

  it('records non-Error throws as text', () => {
    expect(errorLogEntry('plain', { address: '/', now }).content).toBe('plain');
    expect(errorLogEntry({ code: 1 }, { address: '/', now }).content).toBe('{"code":1}');
    expect(errorLogEntry(new TypeError(''), { address: '/', now, type: 'unhandledrejection' })).toMatchObject(
      {
        content: 'TypeError',
        type: 'unhandledrejection',
      },
    );
  });

  it('caps the badge at 99', () => {
    expect(ERROR_LOG_BADGE_MAX).toBe(99);
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
  });

  it('keeps the newest first, within a limit', () => {
    let logs = readLogs(null);
    for (let i = 0; i < 5; i++) logs = appendLog(logs, errorLogEntry(`e${i}`, { address: '/', now }), 3);
    expect(logs.map((l) => l.content)).toEqual(['e4', 'e3', 'e2']);
  });

  it('reads the stored log defensively', () => {
    const good = errorLogEntry('ok', { address: '/', now });
    expect(readLogs(JSON.stringify([good, { type: 'error' }, null]))).toEqual([good]);
    expect(readLogs('{')).toEqual([]);
    expect(formatLogTime(new Date(2024, 11, 31, 23, 59, 59))).toBe('2024-12-31 23:59:59');
  });
});
