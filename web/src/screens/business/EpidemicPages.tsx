import { epidemicInfo } from '@nbxt/core/modules/epidemic.ts';
import { FormScreen } from '../../kit/FormScreen.tsx';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';

/** The assisted fill-in: a record entered on someone's behalf, saved with assistSubmit (not submit). */
export function HelpFillInForm({ title }: ModuleScreenProps) {
  return <FormScreen resource={epidemicInfo} title={title} operation="assistSubmit" />;
}
