import {
  ApplicationFormDesignerScreen,
  FormDesignerScreen,
  ToolAppFormDesignerScreen,
} from '../../designer/screens.tsx';
import { FORM_REGISTRY } from '../../kit/form-registry.ts';
import { ownScreensGroup } from '../../kit/screen-group.tsx';
import { FormFillingScreen } from '../apps/FormFillingScreen.tsx';

// The designer's own texts, the form toolkit's (checker problems, notices) and the form modules' come with
// the group's code in the current language (web/src/base/group-texts.ts).

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
