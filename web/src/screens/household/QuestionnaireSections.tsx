import { Accordion, SimpleGrid, Stack } from '@mantine/core';
import type { DictItem } from '@nbxt/core/dict/items.ts';
import { surveyFieldState } from '@nbxt/core/household/fields.ts';
import type { HousingEntry } from '@nbxt/core/household/housing.ts';
import { validateSurveyIdCard } from '@nbxt/core/household/person.ts';
import { familyFields, type SurveyDraft } from '@nbxt/core/household/questionnaire.ts';
import type { SurveySignature } from '@nbxt/core/household/signature.ts';
import { householder } from '@nbxt/core/modules/household.ts';
import { validatePhone } from '@nbxt/core/validate/phone.ts';
import type { Check, Problem } from '@nbxt/core/validate/result.ts';
import { memo, type ReactNode } from 'react';
import { SignaturePad } from '../../components/SignaturePad.tsx';
import { useRegistryText } from '../../kit/texts.ts';
import { FamilyTags } from './FamilyTags.tsx';
import { type FieldStore, useFieldValue } from './field-store.ts';
import { HousingEditor } from './HousingEditor.tsx';
import { PhotoGroups } from './PhotoGroups.tsx';
import { SurveyField, type SurveyFieldKind, type SurveyFieldProps } from './SurveyField.tsx';
import { today } from './today.ts';

const numberFields = new Set<string>(['age', ...familyFields]);
const kindOf = (name: string): SurveyFieldKind =>
  name === 'sex'
    ? 'sex'
    : name === 'phoneCheck'
      ? 'yesNo'
      : name === 'disability'
        ? 'disability'
        : name === 'familyInfo' || name === 'visit'
          ? 'textarea'
          : numberFields.has(name)
            ? 'number'
            : 'text';
const asProblem = (check: Check) => (check.ok ? undefined : check);
/** Checked when the field is left. */
type FieldCheck = (value: unknown) => Omit<Problem, 'field'> | undefined;
/**
 * A new questionnaire asks for the applicant's ID (身份证为必填项); questionnaireModify shows it locked
 * (身份证信息不可修改), so it is never cleared there.
 */
const checksWhen = (editing: boolean): Record<string, FieldCheck> => ({
  idCard: (value) =>
    asProblem(validateSurveyIdCard(value, { applicant: true, idCardEditable: !editing, today: today() })),
  phone: (value) => (value ? asProblem(validatePhone(value)) : undefined),
});
const checks = { filling: checksWhen(false), editing: checksWhen(true) };

/** What every section needs to draw its fields; the callbacks are stable (functional updates). */
export interface SectionProps {
  store: FieldStore;
  problems: readonly Problem[];
  readOnly: boolean;
  editing: boolean;
  yesNo?: readonly DictItem[];
  onValue: (name: string, value: unknown) => void;
  onProblem: (name: string, problem?: Omit<Problem, 'field'>) => void;
}

/** The label of a field: the registry's for the householder's fields, the catalogue's for the others. */
export function useFieldLabel(): (name: string) => string {
  const { t, text } = useRegistryText();
  return (name) => {
    const field = householder.fields.find((f) => f.name === name);
    return field ? text(field.label, field.text) : t(`household.field.${name}`);
  };
}

/** A section's field renderer: `input(name)` gives the memoised field with its state, tip and problem. */
export function useFieldInput(props: SectionProps): (name: string) => ReactNode {
  const { t } = useRegistryText();
  const label = useFieldLabel();
  const { store, problems, readOnly, editing, yesNo, onValue, onProblem } = props;
  return (name) => {
    const state = surveyFieldState(name, { readOnly, editing });
    const problem = problems.find((p) => p.field === name);
    return (
      <StoredField
        key={name}
        store={store}
        name={name}
        kind={kindOf(name)}
        label={label(name)}
        readOnly={state.readonly}
        description={state.tip ? t(state.tip) : undefined}
        error={problem ? t(problem.message, problem.params ?? {}) : undefined}
        yesNo={yesNo}
        onValue={onValue}
        check={(editing ? checks.editing : checks.filling)[name]}
        onProblem={onProblem}
      />
    );
  };
}

/** A field showing its value from the store: it alone re-renders when its value changes. */
export const StoredField = memo(function StoredField({
  store,
  ...props
}: Omit<SurveyFieldProps, 'value'> & { store: FieldStore }) {
  return <SurveyField {...props} value={useFieldValue(store, props.name)} />;
});

interface FamilyProps extends SectionProps {
  houseInfo: HousingEntry[];
  size: number;
  onHouses: (houseInfo: HousingEntry[]) => void;
}

/** 家庭信息: the family's figures (numberOfFamily counted from the members), its description, housing. */
export const FamilySection = memo(function FamilySection(props: FamilyProps) {
  const { t } = useRegistryText();
  const input = useFieldInput(props);
  const label = useFieldLabel();
  return (
    <Accordion.Item value="family">
      <Accordion.Control>{t('household.section.family')}</Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            {familyFields.map((name) =>
              name === 'numberOfFamily' ? (
                <SurveyField
                  key={name}
                  name={name}
                  kind="number"
                  label={label(name)}
                  readOnly
                  description={t('household.numberOfFamilyDerived')}
                  value={props.size}
                  onValue={props.onValue}
                  onProblem={props.onProblem}
                />
              ) : (
                input(name)
              ),
            )}
          </SimpleGrid>
          {input('familyInfo')}
          <HousingEditor value={props.houseInfo} readOnly={props.readOnly} onChange={props.onHouses} />
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
});

interface LowerProps extends SectionProps {
  families: SurveyDraft['families'];
  onFamilies: (families: SurveyDraft['families']) => void;
}

const Families = memo(FamilyTags);

/** The members, the supporter families and the neighbour visit. */
export const LowerSections = memo(function LowerSections(props: LowerProps) {
  const { t } = useRegistryText();
  return (
    <>
      {(['members', 'supporters'] as const).map((part) => (
        <Accordion.Item key={part} value={part}>
          <Accordion.Control>{t(`household.section.${part}`)}</Accordion.Control>
          <Accordion.Panel>
            <Families
              part={part}
              value={props.families}
              readOnly={props.readOnly}
              onChange={props.onFamilies}
            />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
      <Accordion.Item value="visit">
        <Accordion.Control>{t('household.section.visit')}</Accordion.Control>
        <Accordion.Panel>
          <StoredField
            store={props.store}
            name="visit"
            kind="textarea"
            label={t('household.section.visit')}
            labelHidden
            readOnly={props.readOnly}
            onValue={props.onValue}
            onProblem={props.onProblem}
          />
        </Accordion.Panel>
      </Accordion.Item>
    </>
  );
});

interface SignatureProps extends SectionProps {
  sign: SurveySignature | undefined;
  onSign: (sign: SurveySignature) => void;
}

/** The signature (a seal takes the applicant's name: this section follows the name as it is typed). */
export const SignatureSection = memo(function SignatureSection(props: SignatureProps) {
  const { t } = useRegistryText();
  const name = useFieldValue(props.store, 'name');
  return (
    <Accordion.Item value="signature">
      <Accordion.Control>{t('household.section.signature')}</Accordion.Control>
      <Accordion.Panel>
        <SignaturePad
          value={props.sign}
          applicantName={typeof name === 'string' ? name : undefined}
          readOnly={props.readOnly}
          onChange={props.onSign}
        />
      </Accordion.Panel>
    </Accordion.Item>
  );
});

/** The photo groups (their own section: nothing typed elsewhere reaches them). */
export const PhotosSection = memo(function PhotosSection({
  photos,
  readOnly,
  onPhotos,
}: {
  photos: SurveyDraft['photos'];
  readOnly: boolean;
  onPhotos: (photos: SurveyDraft['photos']) => void;
}) {
  const { t } = useRegistryText();
  return (
    <Accordion.Item value="photos">
      <Accordion.Control>{t('household.section.photos')}</Accordion.Control>
      <Accordion.Panel>
        <PhotoGroups value={photos} readOnly={readOnly} onChange={onPhotos} />
      </Accordion.Panel>
    </Accordion.Item>
  );
});
