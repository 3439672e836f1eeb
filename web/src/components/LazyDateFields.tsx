import { TextInput } from '@mantine/core';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { withChunkTimeout } from '../base/errors.ts';
import type { DateFieldProps } from './DateFields.tsx';
import { whenIdle } from './on-demand.tsx';

/**
 * The date pickers of DateFields.tsx, loaded on demand: @mantine/dates and dayjs stay out of the code a
 * list needs for its first render. Until the pickers' chunk arrives (when the browser is idle, or at once
 * when the field is focused) a read-only input of the same size stands in; focus moves into the picker when
 * it arrives, and a press on the stand-in opens the picker's calendar (the press itself landed on the
 * stand-in, so without this the user would have to click again). Should the chunk fail, the stand-in takes
 * the value as typed.
 */

type Pickers = typeof import('./DateFields.tsx');

let pickers: Pickers | undefined;
let loading: Promise<Pickers> | undefined;

function loadPickers(): Promise<Pickers> {
  loading ??= withChunkTimeout(() => import('./DateFields.tsx')).then((code) => {
    pickers = code;
    return code;
  });
  return loading;
}

function lazyPicker(pick: (code: Pickers) => ComponentType<DateFieldProps>) {
  return function LazyPicker(props: DateFieldProps) {
    const [state, setState] = useState<{ code?: Pickers; failed?: boolean }>(() => ({ code: pickers }));
    const box = useRef<HTMLDivElement>(null);
    const standIn = useRef<HTMLInputElement>(null);
    /** What the user did to the stand-in before the picker came: pressed it, or only focused it. */
    const handover = useRef<'press' | 'focus' | undefined>(undefined);
    const load = useCallback(() => {
      loadPickers().then(
        (code) => {
          if (!handover.current && standIn.current !== null && standIn.current === document.activeElement)
            handover.current = 'focus';
          setState({ code });
        },
        () => setState({ failed: true }),
      );
    }, []);
    useEffect(() => (state.code ? undefined : whenIdle(load)), [state.code, load]);
    useEffect(() => {
      const target = state.code && box.current?.querySelector<HTMLElement>('input, button');
      if (!target || !handover.current) return;
      target.focus();
      // The picker opens its calendar on a click of its own input or button.
      if (handover.current === 'press') target.click();
    }, [state.code]);
    if (state.code) {
      const Picker = pick(state.code);
      return (
        <div ref={box} style={{ display: 'contents' }}>
          <Picker {...props} />
        </div>
      );
    }
    const { label, value, onChange, placeholder, error, withAsterisk, name, onFocus, onBlur } = props;
    return (
      <TextInput
        ref={standIn}
        label={label}
        placeholder={placeholder}
        error={error}
        withAsterisk={withAsterisk}
        name={name}
        value={value}
        readOnly={!state.failed}
        onChange={(event) => onChange(event.currentTarget.value)}
        onPointerDown={() => {
          handover.current = 'press';
          load();
        }}
        onFocus={() => {
          load();
          onFocus?.();
        }}
        onBlur={onBlur}
      />
    );
  };
}

/** DateFields.tsx's DateField (a day), loaded on demand. */
export const LazyDateField = lazyPicker((code) => code.DateField);
/** DateFields.tsx's DateTimeField (a day and a time), loaded on demand. */
export const LazyDateTimeField = lazyPicker((code) => code.DateTimeField);
/** DateFields.tsx's MonthField (a month), loaded on demand. */
export const LazyMonthField = lazyPicker((code) => code.MonthField);
