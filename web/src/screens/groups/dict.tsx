import { platformGroup } from '../../kit/platform-group.tsx';
import { DictBusiness, DictHorizontal, DictSystem, DictVertical } from '../DictLayoutScreen.tsx';

/** Dictionaries (core/src/modules/platform/dict.ts): system and business, and the two layouts. */
export default platformGroup({
  dict: DictSystem,
  'dict-biz': DictBusiness,
  'dict-horizontal': DictHorizontal,
  'dict-vertical': DictVertical,
});
