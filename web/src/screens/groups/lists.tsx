import { platformGroup } from '../../kit/platform-group.tsx';

/** Registry-driven lists with nothing of their own (core/src/modules/platform/lists.ts). */
export default platformGroup({});
