import { epidemicInfo } from '@nbxt/core/modules/epidemic.ts';
import { listScreenOf } from '@nbxt/core/modules/screens.ts';
import { HOME_PATH } from '@nbxt/core/nav/routes.ts';
import { useLocation } from 'wouter';
import { FormScreen } from '../../kit/FormScreen.tsx';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { useModuleRegistry } from '../../kit/module-registry.tsx';

/**
 * The assisted fill-in: a record entered on someone's behalf, saved with assistSubmit (not submit). Once
 * the server has stored it, the list of the records opens, where it shows; a refusal keeps the form.
 */
export function HelpFillInForm({ module, screen, title }: ModuleScreenProps) {
  const [, navigate] = useLocation();
  const { modules } = useModuleRegistry();
  const list = listScreenOf(module, screen, modules)?.path ?? HOME_PATH;
  return (
    <FormScreen
      resource={epidemicInfo}
      title={title}
      operation="assistSubmit"
      backTo={list}
      onDone={() => navigate(list)}
    />
  );
}
