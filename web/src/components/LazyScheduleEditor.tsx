import { TextInput } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPart } from '../base/lazy.tsx';
import type { FieldWidgetProps } from './field-widget.ts';

/** The schedule editor and the cron engine under it load with the first schedule field shown. */
const ScheduleEditor = lazyPart(() =>
  import('./ScheduleEditor.tsx').then((m) => ({ default: m.ScheduleEditor })),
);

/** A schedule field (type `cron`) of a record form. */
export function ScheduleField(props: FieldWidgetProps) {
  const { label, value, withAsterisk, error, name } = props;
  return (
    <Suspense
      fallback={
        <TextInput
          label={label}
          value={value}
          withAsterisk={withAsterisk}
          error={error}
          name={name}
          readOnly
        />
      }
    >
      <ScheduleEditor {...props} />
    </Suspense>
  );
}
