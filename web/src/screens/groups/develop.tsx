import { groupScreen } from '../../crud/ResourceListScreen.tsx';
import CodeScreen from '../CodeScreen.tsx';

/** Development and monitoring: code generation, datasources and the three logs. */
export default groupScreen({ code: CodeScreen });
