import {
  FORM_MODULES,
  formRegistryChoices,
  formResource,
  formResourceMessages,
} from '@nbxt/core/modules/form-modules.ts';
import type { ModuleRegistry } from './module-registry.tsx';

/** The form modules' registry (applications, tool apps, the designer): their groups carry no other module. */
export const FORM_REGISTRY: ModuleRegistry = {
  modules: FORM_MODULES,
  lookup: formResource,
  choices: formRegistryChoices(),
  messages: formResourceMessages,
};
