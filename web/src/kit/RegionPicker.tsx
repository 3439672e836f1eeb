import { Input, Select, SimpleGrid } from '@mantine/core';
import {
  clampRegionLevels,
  defaultRegionLevels,
  parseRegionValue,
  type RegionChoice,
  type RegionValue,
  regionLevelNames,
  regionParents,
  regionPath,
  regionProblem,
  regionText,
  selectRegion,
  validateRegion,
  withDefaultProvince,
} from '@nbxt/core/form/region-picker.ts';
import { area } from '@nbxt/core/resources/area.ts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldWidgetProps } from '../components/field-widget.ts';
import { addRegionTexts } from '../components/region-texts.ts';
import { useOperation } from './hooks.ts';

/** The region picker's props (the questionnaire and the form renderer use it as a field widget). */
export interface RegionPickerProps {
  /** The §3.2 region (province … zrVillage, value, label), its JSON text, or nothing. */
  value: RegionValue | string | null | undefined;
  onChange: (value: RegionValue) => void;
  /** How many levels are shown: 1 to 6, anything else 4. */
  levels?: number;
  disabled?: boolean;
  readOnly?: boolean;
  /** Province, city and district must be chosen (those shown): their messages show once touched. */
  required?: boolean;
  /** The picker's label, above its selects. */
  label?: ReactNode;
  /** Show the required messages before the picker is touched (a form being submitted). */
  showErrors?: boolean;
  /** Arguments added to each level's call (a public form's key, when filled signed out). */
  scope?: Record<string, string> | undefined;
  /** A stored record edited: an empty region stays empty (no default province), so saving changes nothing. */
  keepEmpty?: boolean;
  /** Drawn only (the form designer's canvas): no level is loaded, no default province taken. */
  idle?: boolean | undefined;
}

interface LevelProps {
  index: number;
  parentId: string | undefined;
  value: RegionValue;
  locked: boolean;
  idle: boolean;
  required: boolean;
  error?: string;
  onPick: (index: number, choice: RegionChoice | undefined, options: RegionChoice[]) => void;
  onBlur: () => void;
  scope: Record<string, string> | undefined;
}

function RegionLevel({
  index,
  parentId,
  value,
  locked,
  idle,
  required,
  error,
  onPick,
  onBlur,
  scope,
}: LevelProps) {
  const { t } = useTranslation();
  const level = regionLevelNames[index]!;
  // Options of this level, by the code chosen above it (lazy: nothing asked while that is empty).
  const asks = parentId !== undefined && !locked && !idle;
  const options = useOperation(area, 'lazyList', { parentId: parentId ?? '', ...scope }, { enabled: asks });
  const chosen = regionPath(value)[index];
  // A level that asks nothing shows nothing of the call another picker made under the same key.
  const loaded = (asks ? options.data : undefined) ?? [];
  const data = loaded.map((o) => ({ value: o.code, label: o.name }));
  if (chosen && !loaded.some((o) => o.code === chosen.code))
    data.push({ value: chosen.code, label: chosen.name || chosen.code });
  const name = t(`region.level.${level}`);
  return (
    <Select
      label={name}
      aria-label={name}
      placeholder={t('region.choose', { level: name })}
      data={data}
      value={chosen?.code ?? null}
      onChange={(code) =>
        onPick(
          index,
          loaded.find((o) => o.code === code),
          loaded,
        )
      }
      onBlur={onBlur}
      disabled={locked || parentId === undefined}
      readOnly={locked}
      withAsterisk={required}
      error={error}
      searchable
      clearable={!locked}
      nothingFoundMessage={options.isFetching ? t('region.loading') : t('region.none')}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={300}
    />
  );
}

/**
 * The cascading region picker (forms-and-survey.md §3.2, §4, §5.3, §9): one select per level, each loaded
 * by the code chosen above it through area/nbxtarea/lazy-list (0 for the provinces); changing a level
 * clears the deeper ones; a new picker starts on province 330000.
 */
export function RegionPicker({
  value: given,
  onChange,
  levels,
  disabled,
  readOnly,
  required,
  label,
  showErrors,
  scope,
  keepEmpty,
  idle = false,
}: RegionPickerProps) {
  addRegionTexts();
  const { t } = useTranslation();
  const count = clampRegionLevels(levels ?? undefined);
  const value = parseRegionValue(given);
  const locked = Boolean(disabled || readOnly);
  const [touched, setTouched] = useState(false);
  // The provinces call, shared by every picker through the query cache. A picker that asks nothing (locked,
  // or idle on the designer's canvas) reads nothing of it either: neither another picker's provinces (no
  // default province taken from them) nor its failure (the phone preview's, signed out).
  const asks = !locked && !idle;
  const provinces = useOperation(area, 'lazyList', { parentId: '0', ...scope }, { enabled: asks });
  const known = asks ? provinces.data : undefined;
  const empty = value.value.length === 0;
  const started = useRef(false);
  // A new, empty picker takes the default province once the provinces are known (once).
  useEffect(() => {
    if (started.current || keepEmpty || !empty || !known) return;
    started.current = true;
    const start = withDefaultProvince(parseRegionValue(undefined), known);
    if (start.value.length > 0) onChange(start);
  }, [keepEmpty, empty, known, onChange]);
  const problems = required && (touched || showErrors) ? validateRegion(value, count) : [];
  // A stored region deeper than the picker goes (the region-depth rule; its levels are not shown).
  const tooDeep = regionProblem(value, { levels: count });
  const errorOf = (index: number) => {
    const problem = problems.find((p) => p.field === regionLevelNames[index]);
    return problem ? t(problem.message) : undefined;
  };
  const parents = regionParents(value, count);
  return (
    <Input.Wrapper label={label} labelElement="div" withAsterisk={Boolean(required && label)}>
      <SimpleGrid
        // By the picker's own width (a phone frame, a narrow column), not the window's.
        type="container"
        cols={{ base: 1, '320px': 2, '560px': Math.min(count, 4) }}
        spacing="xs"
        role="group"
        aria-label={typeof label === 'string' ? label : undefined}
      >
        {parents.map((parentId, index) => (
          <RegionLevel
            key={regionLevelNames[index]}
            index={index}
            parentId={parentId}
            value={value}
            locked={locked}
            idle={idle}
            required={Boolean(required) && index < 3}
            error={errorOf(index)}
            onBlur={() => setTouched(true)}
            scope={scope}
            onPick={(at, choice) => {
              setTouched(true);
              onChange(selectRegion(value, at, choice, count));
            }}
          />
        ))}
      </SimpleGrid>
      {tooDeep ? <Input.Error role="alert">{t(tooDeep.message, tooDeep.params ?? {})}</Input.Error> : null}
      {asks && provinces.isError ? <Input.Error role="status">{t('region.unavailable')}</Input.Error> : null}
    </Input.Wrapper>
  );
}

/**
 * The picker as a registry form's field widget: the region kept as its JSON text, shown down to the
 * field's declared depth (a householder's village is the fifth); a field declaring none shows its deepest
 * stored level, never fewer than the default four.
 */
export function RegionField({
  label,
  value,
  onChange,
  withAsterisk,
  error,
  editing,
  levels,
}: FieldWidgetProps) {
  const depth = regionPath(parseRegionValue(value)).length;
  return (
    <>
      <RegionPicker
        label={label}
        levels={levels ?? Math.max(defaultRegionLevels, depth)}
        keepEmpty={editing}
        value={value}
        required={withAsterisk}
        onChange={(region) => onChange(regionText(region))}
      />
      {error ? <Input.Error>{error}</Input.Error> : null}
    </>
  );
}
