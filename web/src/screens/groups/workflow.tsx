import { platformGroup } from '../../kit/platform-group.tsx';
import { WORKFLOW_SCREENS } from '../workflow/index.ts';

/** Workflow: the work lists, the leave process pages and the flow administration. */
export default platformGroup(WORKFLOW_SCREENS);
