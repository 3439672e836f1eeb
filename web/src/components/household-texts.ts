import { formFillMessages } from '@nbxt/core/i18n/messages/form-fill.ts';
import { householdMessages } from '@nbxt/core/i18n/messages/household.ts';
import { idcardMessages } from '@nbxt/core/i18n/messages/idcard.ts';
import { regionMessages } from '@nbxt/core/i18n/messages/region.ts';
import { householdTexts } from '@nbxt/core/modules/household.texts.ts';
import i18next from 'i18next';
import { addAreaMessages } from '../base/i18n.ts';

const {
  'form.region.province': province,
  'form.region.city': city,
  'form.region.district': district,
} = formFillMessages;

let added = false;

/**
 * The household survey's texts, the ID card's and the region picker's (household.*, idcard.*, region.*,
 * form.region.*), added in every language the first time one of these components renders: the console's
 * texts past sign-in leave them out (only these screens show them).
 */
export function addHouseholdTexts(): void {
  if (added || !i18next.isInitialized) return;
  added = true;
  addAreaMessages({
    ...householdMessages,
    ...householdTexts,
    ...idcardMessages,
    ...regionMessages,
    'form.region.province': province,
    'form.region.city': city,
    'form.region.district': district,
  });
}
