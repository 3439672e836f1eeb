import { FORM_REGISTRY } from '../../kit/form-registry.ts';
import { registryGroup } from '../../kit/registry-group.tsx';
import { ApplicationsScreen } from '../apps/ApplicationsScreen.tsx';
import { ApplicationFormDataScreen } from '../apps/FormDataScreen.tsx';
import { FormGroupsScreen } from '../apps/FormGroupsScreen.tsx';
import { ApplicationFormsScreen } from '../apps/FormsScreen.tsx';

// The form modules' screens' texts come with the group's code, in the current language only
// (web/src/base/group-texts.ts).

/** Application forms (core/src/modules/apps.ts): forms with designer and publishing, their data by field. */
export default registryGroup(FORM_REGISTRY, {
  applications: ApplicationsScreen,
  applicationForms: ApplicationFormsScreen,
  applicationFormData: ApplicationFormDataScreen,
  applicationFormGroups: FormGroupsScreen,
});
