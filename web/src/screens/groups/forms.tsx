import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { formModulesTexts } from '@nbxt/core/modules/form-modules.texts.ts';
import { addAreaMessages } from '../../base/i18n.ts';
import {
  ApplicationFormDesignerScreen,
  FormDesignerScreen,
  ToolAppFormDesignerScreen,
} from '../../designer/screens.tsx';
import { FORM_REGISTRY } from '../../kit/form-registry.ts';
import { ownScreensGroup } from '../../kit/screen-group.tsx';
import { FormFillingScreen } from '../apps/FormFillingScreen.tsx';

// The designer's texts and the form toolkit's (checker problems, notices), added when this group loads.
addAreaMessages(formMessages);
addAreaMessages(designerMessages);
addAreaMessages(formModulesTexts);

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
