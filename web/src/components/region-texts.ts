import { formFillMessages } from '@nbxt/core/i18n/messages/form-fill.ts';
import { regionMessages } from '@nbxt/core/i18n/messages/region.ts';
import i18next from 'i18next';
import { addAreaMessages } from '../base/i18n.ts';

let added = false;

/**
 * The region picker's texts (region.*, form.region.*), added in every language the first time it renders:
 * a form's region field shows the picker without the household survey's other texts (household-texts.ts).
 */
export function addRegionTexts(): void {
  if (added || !i18next.isInitialized) return;
  added = true;
  addAreaMessages({
    ...regionMessages,
    'form.region.province': formFillMessages['form.region.province'],
    'form.region.city': formFillMessages['form.region.city'],
    'form.region.district': formFillMessages['form.region.district'],
    'form.region.depth': formFillMessages['form.region.depth'],
  });
}
