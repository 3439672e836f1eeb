import { appendLog, type ErrorLogEntry, errorLogEntry, readLogs } from '@nbxt/core/nav/error-log.ts';
import { useSyncExternalStore } from 'react';
import { keys, store } from './runtime.ts';

/** The error log (platform.md §2.4, §8), kept in the stored session state under `logs`. */
const LOGS = keys.item('logs');

let cached: { raw: string | null | undefined; logs: ErrorLogEntry[] } | undefined;

export function errorLogs(): ErrorLogEntry[] {
  const raw = store.get(LOGS);
  if (cached?.raw !== raw) cached = { raw, logs: readLogs(raw) };
  return cached!.logs;
}

export function useErrorLogs(): ErrorLogEntry[] {
  return useSyncExternalStore(store.subscribe, errorLogs, errorLogs);
}

/** Record an unhandled error with its message, stack and (for a render error) the component stack. */
export function recordError(error: unknown, info?: string, type?: string): void {
  const address = typeof location === 'undefined' ? '' : location.href;
  const entry = errorLogEntry(error, { address, info, type, now: new Date() });
  store.set(LOGS, JSON.stringify(appendLog(errorLogs(), entry)));
}

export function clearErrorLogs(): void {
  store.remove(LOGS);
}

let installed = false;

/** Errors thrown outside React's rendering (handlers, timers, rejected promises) are recorded too. */
export function captureUnhandledErrors(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('error', (event) => recordError(event.error ?? event.message, undefined, 'error'));
  window.addEventListener('unhandledrejection', (event) =>
    recordError(event.reason, undefined, 'unhandledrejection'),
  );
}
