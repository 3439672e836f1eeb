import { moduleGroup } from '../../kit/module-group.tsx';

/** The screens of every module without a group of its own: the generic module screens. */
export default moduleGroup({});
