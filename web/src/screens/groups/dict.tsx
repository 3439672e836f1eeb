import { groupScreen } from '../../crud/ResourceListScreen.tsx';
import { DictBusiness, DictHorizontal, DictSystem, DictVertical } from '../DictLayoutScreen.tsx';

/** Dictionaries: system and business, and the horizontal and vertical layouts. */
export default groupScreen({
  dict: DictSystem,
  'dict-biz': DictBusiness,
  'dict-horizontal': DictHorizontal,
  'dict-vertical': DictVertical,
});
