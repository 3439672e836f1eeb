// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cronNext } from '@nbxt/core/cron/schedule.ts';
import { localZoneId, zoneRules } from '@nbxt/core/cron/zone.ts';
import { catalogue } from '@nbxt/core/i18n/index.ts';
import { dateTimeText } from '@nbxt/core/resources/date-format.ts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nResources } from '../../../web/src/base/i18n.ts';
import { ScheduleEditor } from '../../../web/src/components/ScheduleEditor.tsx';

beforeAll(async () => {
  // happy-dom lacks what Mantine's layout code asks of the browser.
  window.matchMedia ??= vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await i18next.use(initReactI18next).init({
    resources: i18nResources(catalogue),
    lng: 'zh',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });
});
afterEach(cleanup);

function Harness({ initial, onValue }: { initial: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MantineProvider>
      <ScheduleEditor
        label="执行周期"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </MantineProvider>
  );
}

const expressionInput = () => screen.getByLabelText('Cron 表达式') as HTMLInputElement;

describe('the schedule editor', () => {
  it('reads an existing value back into its tabs and shows the next five runs the engine computes', () => {
    const value = '0 0/30 9-17 ? * MON-FRI';
    render(<Harness initial={value} onValue={() => {}} />);
    expect(expressionInput().value).toBe(value);
    // The hour tab holds the cycle 9-17.
    fireEvent.click(screen.getByRole('tab', { name: '小时' }));
    const hours = screen.getByRole('radiogroup', { name: '小时' });
    expect((within(hours).getByRole('radio', { name: '周期' }) as HTMLInputElement).checked).toBe(true);
    expect((within(hours).getByLabelText('周期开始') as HTMLInputElement).value).toBe('9');
    expect((within(hours).getByLabelText('周期结束') as HTMLInputElement).value).toBe('17');
    const tz = localZoneId();
    const zone = zoneRules(tz)!;
    const next = cronNext(value, { count: 5, tz });
    expect(next.ok).toBe(true);
    const runs = within(screen.getByTestId('schedule-next-runs')).getAllByRole('listitem');
    const shown = runs.map((li) => li.textContent);
    // In the browser's zone and the console's format (2026-11-30 09:00:00), as every time is shown.
    const expected = (next.ok ? next.value : []).map((ms) => dateTimeText(ms, zone.offsetAt(ms)));
    for (const run of shown) expect(run).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The list is computed at render; a run may pass between the two computations.
    expect(shown.length).toBe(5);
    expect(shown.slice(0, 4)).toEqual(expected.slice(0, 4));
  });

  it('builds the expression from the tabs', () => {
    const seen: string[] = [];
    render(<Harness initial="* * * * * ?" onValue={(v) => seen.push(v)} />);
    fireEvent.click(screen.getByRole('tab', { name: '分钟' }));
    const minutes = screen.getByRole('radiogroup', { name: '分钟' });
    fireEvent.click(within(minutes).getByRole('radio', { name: '循环' }));
    fireEvent.change(within(minutes).getByLabelText('循环间隔'), { target: { value: '30' } });
    expect(expressionInput().value).toBe('* 0/30 * * * ?');
    expect(seen.at(-1)).toBe('* 0/30 * * * ?');
  });

  it('says the spec’s day/week messages exactly', () => {
    render(<Harness initial="0 0 12 ? * ?" onValue={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('日与周不可以同时为“不指定”');
    cleanup();
    render(<Harness initial="0 0 12 * * MON" onValue={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('日与周必须有一个为“不指定”');
  });

  it('a cleared text gives an empty value', () => {
    const seen: string[] = [];
    render(<Harness initial="0 0 2 * * ?" onValue={(v) => seen.push(v)} />);
    fireEvent.change(expressionInput(), { target: { value: '' } });
    expect(seen.at(-1)).toBe('');
    expect(screen.queryByTestId('schedule-next-runs')).toBeNull();
  });
});
