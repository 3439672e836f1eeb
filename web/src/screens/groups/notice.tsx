import { platformGroup } from '../../kit/platform-group.tsx';
import NoticeScreen from '../NoticeScreen.tsx';

/** Notices (their rich-text editor is a further chunk, loaded when a dialog needs it). */
export default platformGroup({ notice: NoticeScreen });
