import { groupScreen } from '../../crud/ResourceListScreen.tsx';
import { WORKFLOW_SCREENS } from '../workflow/index.ts';

/** Workflow: the work lists, the leave process pages and the flow administration. */
export default groupScreen(WORKFLOW_SCREENS);
