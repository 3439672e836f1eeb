/**
 * The leave process on the wire: the start form (`POST /blade-desk/process/leave/start-process`) and the
 * approval (`POST /blade-flow/work/complete-task`), built and checked before they are sent.
 */
import type { MessageKey } from '../i18n/index.ts';
import { validateApprovalComment } from '../validate/account.ts';
import { isEmpty } from '../validate/empty.ts';
import { type Check, failed, type Problem, passed, problemsOf } from '../validate/result.ts';
import { PASS_FLAG } from './constants.ts';

/** BladeX date-time text: `yyyy-MM-dd HH:mm:ss`. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

export interface LeaveFormInput {
  processDefinitionId?: unknown;
  /** Approver's user id; the server's task user becomes `taskUser_<id>`. */
  taskUser?: unknown;
  startTime?: unknown;
  endTime?: unknown;
  reason?: unknown;
}

/** What `start-process` receives (BladeX's ProcessLeave): a JSON body, so a type (it is a call's argument). */
export type LeaveStartPayload = {
  processDefinitionId: string;
  taskUser: string;
  startTime: string;
  endTime: string;
  reason: string;
};

const leaveRules: readonly (readonly [keyof LeaveFormInput, MessageKey])[] = [
  ['taskUser', 'workflow.leave.taskUserRequired'],
  ['startTime', 'workflow.leave.startTimeRequired'],
  ['endTime', 'workflow.leave.endTimeRequired'],
  ['reason', 'workflow.leave.reasonRequired'],
];

/** Minutes since an arbitrary epoch of a `yyyy-MM-dd HH:mm:ss` text, comparable between two values. */
function timeValue(text: unknown): number | undefined {
  if (typeof text !== 'string') return undefined;
  const m = DATE_TIME.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Reject dates that roll over (2024-02-30).
  if (date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59 || s > 59)
    return undefined;
  return date.getTime();
}

/**
 * Checks a leave form in field order: approver, start, end, reason required; both times in BladeX's
 * `yyyy-MM-dd HH:mm:ss`; the end not before the start. The process definition comes from the route.
 */
export function validateLeaveForm(form: LeaveFormInput): Problem[] {
  const checks: Check[] = leaveRules.map(([field, message]) =>
    isEmpty(form[field]) ? failed(message, field) : passed,
  );
  const start = timeValue(form.startTime);
  const end = timeValue(form.endTime);
  if (!isEmpty(form.startTime) && start === undefined)
    checks.push(failed('workflow.leave.timeFormat', 'startTime'));
  if (!isEmpty(form.endTime) && end === undefined)
    checks.push(failed('workflow.leave.timeFormat', 'endTime'));
  if (start !== undefined && end !== undefined && end < start)
    checks.push(failed('workflow.leave.endBeforeStart', 'endTime'));
  if (isEmpty(form.processDefinitionId))
    checks.push(failed('workflow.leave.processDefinitionRequired', 'processDefinitionId'));
  return problemsOf(checks);
}

export type Built<T> = { ok: true; payload: T } | { ok: false; problems: Problem[] };

/** The start-process body, or the form's problems. */
export function buildLeaveStart(form: LeaveFormInput): Built<LeaveStartPayload> {
  const problems = validateLeaveForm(form);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    payload: {
      processDefinitionId: String(form.processDefinitionId),
      taskUser: String(form.taskUser),
      startTime: String(form.startTime),
      endTime: String(form.endTime),
      reason: String(form.reason),
    },
  };
}

/** Whole days between the two times, as the server stores the `days` variable. */
export function leaveDays(startTime: string, endTime: string): number | undefined {
  const start = timeValue(startTime);
  const end = timeValue(endTime);
  if (start === undefined || end === undefined || end < start) return undefined;
  return Math.floor((end - start) / 86_400_000);
}

export type ApprovalDecision = 'agree' | 'reject';

/** What `complete-task` receives; `flag` is present only when agreeing. */
export interface CompletionPayload {
  taskId: string;
  processInstanceId: string;
  flag?: typeof PASS_FLAG;
  comment: string;
}

export interface ApprovalInput {
  taskId: string;
  processInstanceId: string;
  comment?: unknown;
}

/**
 * Agree sends flag ok, reject sends no flag; both need a non-empty comment, else the warning
 * 请先填写批复意见 (platform.md §4, §5) and nothing is sent.
 */
export function buildCompletion(
  input: ApprovalInput,
  decision: ApprovalDecision,
): { ok: true; payload: CompletionPayload } | ({ ok: false } & Problem) {
  const check = validateApprovalComment(input.comment);
  if (!check.ok) return check;
  const payload: CompletionPayload = {
    taskId: input.taskId,
    processInstanceId: input.processInstanceId,
    comment: String(input.comment),
  };
  if (decision === 'agree') payload.flag = PASS_FLAG;
  return { ok: true, payload };
}
