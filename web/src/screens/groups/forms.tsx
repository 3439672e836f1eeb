import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { addAreaMessages } from '../../base/i18n.ts';
import {
  ApplicationFormDesignerScreen,
  FormDesignerScreen,
  ToolAppFormDesignerScreen,
} from '../../designer/screens.tsx';
import { FORM_REGISTRY } from '../../kit/form-registry.ts';
import { ownScreensGroup } from '../../kit/screen-group.tsx';
import { FormFillingScreen } from '../apps/FormFillingScreen.tsx';

// The form toolkit's texts (checker problems, notices), added when this group loads; the designer's own and
// the form modules' come with the group's code in the current language (web/src/base/group-texts.ts).
addAreaMessages(formMessages);

/**
 * The form designer (core/src/modules/forms.ts, forms-and-survey.md §2.6): screens of its own only, so the
 * group carries no generic list screen (nor its charts and record forms).
 */
export default ownScreensGroup(FORM_REGISTRY, {
  formDesigner: FormDesignerScreen,
  applicationFormDesigner: ApplicationFormDesignerScreen,
  toolAppFormDesigner: ToolAppFormDesignerScreen,
  toolAppDesigner: FormDesignerScreen,
  formDataTaskLink: FormFillingScreen,
});
