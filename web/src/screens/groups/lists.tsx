import { groupScreen } from '../../crud/ResourceListScreen.tsx';

/** Registry-driven lists with nothing of their own: params, posts, clients, scopes, reports. */
export default groupScreen({});
