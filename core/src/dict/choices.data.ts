import { registryChoices } from '../resources/registry.ts';

/**
 * The dictionaries the registry's modules declare with their fields (code → items labelled by message
 * key). Data: the console's build writes it as a literal (scripts/build/web.ts), so that labelling coded
 * values carries no module declarations.
 */
export const REGISTRY_CHOICES: Record<string, { dictKey: string; label: string }[]> = registryChoices();
