import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatFlowDuration,
  HistoryShapeError,
  historyTimeline,
  readFlowHistory,
} from '../../../core/src/workflow/history.ts';

const items = [
  {
    historyActivityId: 'approve',
    historyActivityName: '审批',
    assigneeName: '管理员',
    createTime: '2024-05-06 10:00:00',
    endTime: null,
    historyActivityDurationTime: '',
    comment: '',
  },
  {
    id: 'a1',
    historyActivityId: 'start',
    historyActivityName: '开始',
    assigneeName: '人事',
    createTime: '2024-05-06 09:00:00',
    endTime: '2024-05-06 09:00:00',
    historyActivityDurationTime: '',
    comment: null,
  },
];

describe('history timeline', () => {
  it('orders steps by start time and marks the open one current', () => {
    const timeline = historyTimeline(items);
    expect(timeline).toEqual([
      {
        key: 'a1',
        title: '开始',
        who: '人事',
        start: '2024-05-06 09:00:00',
        end: '2024-05-06 09:00:00',
        duration: '',
        comment: '',
        state: 'done',
      },
      {
        key: 'approve-0',
        title: '审批',
        who: '管理员',
        start: '2024-05-06 10:00:00',
        end: '',
        duration: '',
        comment: '',
        state: 'current',
      },
    ]);
    expect(historyTimeline(items, { newestFirst: true }).map((e) => e.title)).toEqual(['审批', '开始']);
  });

  it('keeps the server order for equal times and reads numbers and missing fields', () => {
    const same = [
      { historyActivityName: 'B', createTime: '2024-01-01 00:00:00', endTime: '2024-01-01 00:00:00' },
      { historyActivityName: 'A', createTime: '2024-01-01 00:00:00', endTime: '2024-01-01 00:00:00', id: 7 },
    ];
    const timeline = historyTimeline(same);
    expect(timeline.map((e) => [e.title, e.key, e.who])).toEqual([
      ['B', 'step-0', ''],
      ['A', '7', ''],
    ]);
    expect(historyTimeline(null)).toEqual([]);
  });

  it('rejects replies that are not lists of objects', () => {
    expect(() => readFlowHistory({ records: [] })).toThrow(HistoryShapeError);
    expect(() => readFlowHistory(['x'])).toThrow(HistoryShapeError);
  });

  it('never loses or invents a step (property)', () => {
    const time = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 19).replace('T', ' '));
    fc.assert(
      fc.property(
        fc.array(fc.record({ historyActivityName: fc.string(), createTime: time, endTime: fc.option(time) })),
        (list) => {
          const timeline = historyTimeline(list);
          expect(timeline).toHaveLength(list.length);
          for (let i = 1; i < timeline.length; i++)
            expect(timeline[i - 1]!.start <= timeline[i]!.start).toBe(true);
          expect(timeline.filter((e) => e.state === 'current')).toHaveLength(
            list.filter((i) => i.endTime === null).length,
          );
        },
      ),
    );
  });
});

describe('durations as BladeX writes them', () => {
  it('leaves out zero parts', () => {
    expect(formatFlowDuration(0)).toBe('');
    expect(formatFlowDuration(5)).toBe('5秒');
    expect(formatFlowDuration(60)).toBe('1分');
    expect(formatFlowDuration(3_661)).toBe('1小时1分1秒');
    expect(formatFlowDuration(90_000)).toBe('1天1小时');
    expect(formatFlowDuration(Number.NaN)).toBe('');
  });
});
