import { moduleGroup } from '../../kit/module-group.tsx';
import { HelpFillInForm } from '../business/EpidemicPages.tsx';

/** Epidemic (core/src/modules/epidemic.ts): the assisted fill-in; the rest are the generic screens. */
export default moduleGroup({ helpFillInForm: HelpFillInForm });
