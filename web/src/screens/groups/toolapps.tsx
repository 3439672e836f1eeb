import { FORM_REGISTRY } from '../../kit/form-registry.ts';
import { registryGroup } from '../../kit/registry-group.tsx';
import { ToolAppFormDataScreen } from '../apps/FormDataScreen.tsx';
import { ToolAppFormsScreen } from '../apps/FormsScreen.tsx';

// The form modules' screens' texts come with the group's code, in the current language only
// (web/src/base/group-texts.ts).

/** Tool apps (core/src/modules/toolapps.ts): forms with designer and publishing, their data by field. */
export default registryGroup(FORM_REGISTRY, {
  toolAppForms: ToolAppFormsScreen,
  toolAppFormData: ToolAppFormDataScreen,
});
