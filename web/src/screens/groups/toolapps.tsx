import { formModulesTexts } from '@nbxt/core/modules/form-modules.texts.ts';
import { addAreaMessages } from '../../base/i18n.ts';
import { FORM_REGISTRY } from '../../kit/form-registry.ts';
import { registryGroup } from '../../kit/registry-group.tsx';
import { ToolAppFormDataScreen } from '../apps/FormDataScreen.tsx';
import { ToolAppFormsScreen } from '../apps/FormsScreen.tsx';

addAreaMessages(formModulesTexts);

/** Tool apps (core/src/modules/toolapps.ts): forms with designer and publishing, their data by field. */
export default registryGroup(FORM_REGISTRY, {
  toolAppForms: ToolAppFormsScreen,
  toolAppFormData: ToolAppFormDataScreen,
});
