import { formModulesTexts } from '@nbxt/core/modules/form-modules.texts.ts';
import { addAreaMessages } from '../../base/i18n.ts';
import { FORM_REGISTRY } from '../../kit/form-registry.ts';
import { registryGroup } from '../../kit/registry-group.tsx';
import { ApplicationsScreen } from '../apps/ApplicationsScreen.tsx';
import { ApplicationFormDataScreen } from '../apps/FormDataScreen.tsx';
import { FormGroupsScreen } from '../apps/FormGroupsScreen.tsx';
import { ApplicationFormsScreen } from '../apps/FormsScreen.tsx';

addAreaMessages(formModulesTexts);

/** Application forms (core/src/modules/apps.ts): forms with designer and publishing, their data by field. */
export default registryGroup(FORM_REGISTRY, {
  applications: ApplicationsScreen,
  applicationForms: ApplicationFormsScreen,
  applicationFormData: ApplicationFormDataScreen,
  applicationFormGroups: FormGroupsScreen,
});
