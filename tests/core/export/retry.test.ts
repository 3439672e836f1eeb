import { describe, expect, it } from 'vitest';
import { classifyFailure, TruncatedDownloadError } from '../../../core/src/export/retry.ts';
import {
  ApiError,
  HttpError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
} from '../../../core/src/http/errors.ts';

const api = (status: number) => new ApiError('x', { code: status, status });

describe('batch retry classification', () => {
  it('retries transient faults of safe downloads', () => {
    for (const error of [
      new NetworkError('reset'),
      new TimeoutError(59_000),
      new TruncatedDownloadError(100, 200),
      api(500),
      api(503),
      api(429),
      new HttpError(502, 'bad gateway'),
    ])
      expect(classifyFailure(error, true, 0), error.message).toBe('retry');
  });

  it('never retries an unsafe call, whatever the failure', () => {
    for (const error of [new NetworkError('reset'), api(500), new TruncatedDownloadError(1)])
      expect(classifyFailure(error, false, 0)).toBe('fail');
  });

  it('fails on client errors and once the attempts are used up; stops on an ended session', () => {
    expect(classifyFailure(api(400), true, 0)).toBe('fail');
    expect(classifyFailure(api(404), true, 0)).toBe('fail');
    expect(classifyFailure(new Error('disk full'), true, 0)).toBe('fail');
    expect(classifyFailure(api(500), true, 2)).toBe('retry');
    expect(classifyFailure(api(500), true, 3)).toBe('fail');
    expect(classifyFailure(new SessionExpiredError(), true, 0)).toBe('stop');
    expect(classifyFailure(new SessionExpiredError(), false, 0)).toBe('stop');
  });
});
