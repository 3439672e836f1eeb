import { groupScreen } from '../../crud/ResourceListScreen.tsx';
import NoticeScreen from '../NoticeScreen.tsx';

/** Notices (their rich-text editor is a further chunk, loaded when a dialog needs it). */
export default groupScreen({ notice: NoticeScreen });
