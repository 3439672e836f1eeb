import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/src/i18n/index.ts';
import {
  buildCompletion,
  buildLeaveStart,
  leaveDays,
  validateLeaveForm,
} from '../../../core/src/workflow/leave.ts';

const form = {
  processDefinitionId: 'Leave:1:abc',
  taskUser: '1123598821738675201',
  startTime: '2024-05-06 09:00:00',
  endTime: '2024-05-08 18:00:00',
  reason: '回家探亲',
};

describe('approval completion (platform.md §4, §5)', () => {
  it('agree sends flag ok with the comment', () => {
    const built = buildCompletion({ taskId: 't1', processInstanceId: 'p1', comment: '同意' }, 'agree');
    expect(built).toEqual({
      ok: true,
      payload: { taskId: 't1', processInstanceId: 'p1', flag: 'ok', comment: '同意' },
    });
  });

  it('reject sends no flag at all', () => {
    const built = buildCompletion({ taskId: 't1', processInstanceId: 'p1', comment: '驳回理由' }, 'reject');
    if (!built.ok) throw new Error('expected a payload');
    expect(built.payload).toEqual({ taskId: 't1', processInstanceId: 'p1', comment: '驳回理由' });
    expect(Object.hasOwn(built.payload, 'flag')).toBe(false);
  });

  it.each(['agree', 'reject'] as const)('%s without a comment warns 请先填写批复意见', (decision) => {
    for (const comment of [undefined, null, '']) {
      const built = buildCompletion({ taskId: 't1', processInstanceId: 'p1', comment }, decision);
      expect(built).toEqual({ ok: false, message: 'validate.approval.commentRequired', field: 'comment' });
      if (!built.ok) expect(translate(built.message)).toBe('请先填写批复意见');
    }
  });
});

describe('leave start form', () => {
  it('builds the start-process body from a valid form', () => {
    expect(buildLeaveStart({ ...form, extra: 'dropped' } as typeof form)).toEqual({
      ok: true,
      payload: form,
    });
  });

  it('requires approver, start, end and reason, in that order', () => {
    const problems = validateLeaveForm({ processDefinitionId: 'Leave:1:abc' });
    expect(problems.map((p) => [p.field, translate(p.message)])).toEqual([
      ['taskUser', '请选择审批用户'],
      ['startTime', '请选择开始时间'],
      ['endTime', '请选择结束时间'],
      ['reason', '请输入请假理由'],
    ]);
    expect(buildLeaveStart({}).ok).toBe(false);
  });

  it('checks the time format and that the end is not before the start', () => {
    expect(validateLeaveForm({ ...form, startTime: '2024-05-06' }).map((p) => p.message)).toEqual([
      'workflow.leave.timeFormat',
    ]);
    expect(validateLeaveForm({ ...form, endTime: '2024-02-30 09:00:00' }).map((p) => p.message)).toEqual([
      'workflow.leave.timeFormat',
    ]);
    expect(
      validateLeaveForm({ ...form, startTime: '2024-05-08 18:00:01' }).map((p) => [p.field, p.message]),
    ).toEqual([['endTime', 'workflow.leave.endBeforeStart']]);
    expect(validateLeaveForm({ ...form, endTime: form.startTime })).toEqual([]);
  });

  it('needs the process definition of the route', () => {
    expect(validateLeaveForm({ ...form, processDefinitionId: '' }).map((p) => p.field)).toEqual([
      'processDefinitionId',
    ]);
  });

  it('counts whole days between the two times', () => {
    expect(leaveDays(form.startTime, form.endTime)).toBe(2);
    expect(leaveDays('2024-05-06 09:00:00', '2024-05-07 08:59:59')).toBe(0);
    expect(leaveDays('2024-05-07 09:00:00', '2024-05-06 09:00:00')).toBeUndefined();
    expect(leaveDays('x', '2024-05-06 09:00:00')).toBeUndefined();
  });
});
