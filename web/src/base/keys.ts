import { storageKeys } from '@nbxt/core/session/storage.ts';

/** Product and site key of the stored session (platform.md §9). */
export const PRODUCT_KEY = 'nbxt';

export const keys = storageKeys(PRODUCT_KEY, PRODUCT_KEY);
