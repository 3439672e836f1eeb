import { designerMessages } from '@nbxt/core/i18n/messages/designer.ts';
import { formMessages } from '@nbxt/core/i18n/messages/form.ts';
import { addAreaMessages } from '../../app/i18n.ts';
import {
  ApplicationFormDesignerScreen,
  FormDesignerScreen,
  ToolAppFormDesignerScreen,
} from '../../designer/screens.tsx';
import { moduleGroup } from '../../kit/module-group.tsx';

// The designer's texts and the form toolkit's (checker problems, notices), added when this group loads.
addAreaMessages(formMessages);
addAreaMessages(designerMessages);

/** The form designer (core/src/modules/forms.ts, forms-and-survey.md §2.6). */
export default moduleGroup({
  formDesigner: FormDesignerScreen,
  applicationFormDesigner: ApplicationFormDesignerScreen,
  toolAppFormDesigner: ToolAppFormDesignerScreen,
  toolAppDesigner: FormDesignerScreen,
});
