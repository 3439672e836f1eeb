import { platformGroup } from '../../kit/platform-group.tsx';
import CodeScreen from '../CodeScreen.tsx';

/** Development and monitoring: code generation; the three logs and datasources are generic lists. */
export default platformGroup({ code: CodeScreen });
