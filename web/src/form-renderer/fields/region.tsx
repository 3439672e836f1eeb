import { TextInput } from '@mantine/core';
import { isRequired } from '@nbxt/core/form/fill-rules.ts';
import {
  defaultRegionLevels,
  parseRegionValue,
  type RegionValue,
  regionPath,
} from '@nbxt/core/form/region-picker.ts';
import { lazy, Suspense } from 'react';
import { HandedOver, standInNotes, useHandover } from '../../components/hand-over.tsx';
import { numberOption, useFormContext, type WidgetProps } from '../context.ts';

/** The household region picker loads with the first region field (its selects ask area/lazy-list). */
const RegionPicker = lazy(() => import('./region-host.tsx'));

/** How many levels a stored value goes down to. */
const storedDepth = (value: unknown) => regionPath(parseRegionValue(value)).length;

/**
 * region, area and address: the household region picker (web/src/kit/RegionPicker.tsx) as a
 * renderer widget — the field's `level` as its levels (else the default four, or as deep as the value
 * stored goes), the form's mode as disabled/readOnly, its required
 * messages shown once the form's check found the field empty.
 */
export function RegionWidget({ field, value, onChange, labelId, inputProps, mode }: WidgetProps) {
  const { client, design, scope } = useFormContext();
  const shown = value && typeof value === 'object' ? (value as RegionValue) : undefined;
  const handover = useHandover();
  return (
    <fieldset
      id={inputProps.id}
      aria-labelledby={labelId}
      aria-describedby={inputProps['aria-describedby']}
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
    >
      <Suspense
        fallback={
          <TextInput
            aria-labelledby={labelId}
            {...standInNotes(handover)}
            readOnly
            value={shown?.label?.join(' / ') ?? ''}
          />
        }
      >
        <HandedOver handover={handover}>
          <RegionPicker
            client={client}
            scope={scope}
            value={shown ?? (typeof value === 'string' ? value : undefined)}
            onChange={onChange}
            levels={numberOption(field, 'level') ?? Math.max(defaultRegionLevels, storedDepth(value))}
            disabled={mode === 'disabled'}
            readOnly={mode === 'readonly'}
            required={isRequired(field)}
            showErrors={Boolean(inputProps.error)}
            idle={design}
          />
        </HandedOver>
      </Suspense>
    </fieldset>
  );
}
