import { TextInput } from '@mantine/core';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { withChunkTimeout } from '../base/errors.ts';
import type { DateFieldProps } from './DateFields.tsx';
import { handOver, standInNotes, useHandover } from './hand-over.tsx';
import { whenIdle } from './on-demand.tsx';

/**
 * The date pickers of DateFields.tsx, loaded on demand: @mantine/dates and dayjs stay out of the code a
 * list needs for its first render. Until the pickers' chunk arrives (when the browser is idle, or at once
 * when the field is focused) a read-only input of the same size stands in; what the user did to it is handed
 * over to the picker when it arrives (hand-over.tsx: a press opens the calendar). Should the chunk fail, the
 * stand-in takes the value as typed.
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
    const handover = useHandover();
    const load = useCallback(() => {
      loadPickers().then(
        (code) => setState({ code }),
        () => setState({ failed: true }),
      );
    }, []);
    useEffect(() => (state.code ? undefined : whenIdle(load)), [state.code, load]);
    useEffect(() => {
      if (state.code) handOver(box.current, handover);
    }, [state.code, handover]);
    if (state.code) {
      const Picker = pick(state.code);
      return (
        <div ref={box} style={{ display: 'contents' }}>
          <Picker {...props} />
        </div>
      );
    }
    const { label, value, onChange, placeholder, error, withAsterisk, name, onFocus, onBlur } = props;
    const notes = standInNotes(handover);
    return (
      <TextInput
        label={label}
        placeholder={placeholder}
        error={error}
        withAsterisk={withAsterisk}
        name={name}
        value={value}
        readOnly={!state.failed}
        onChange={(event) => onChange(event.currentTarget.value)}
        onPointerDown={() => {
          notes.onPointerDown();
          load();
        }}
        onFocus={() => {
          notes.onFocus();
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
