import type { ComponentType } from 'react';
import type { ModuleScreenProps } from '../../kit/module-group.tsx';
import { FlowFollowScreen, FlowManagerScreen, FlowModelScreen } from './FlowAdmin.tsx';
import { LeaveDetailScreen, LeaveFormScreen, LeaveHandleScreen } from './LeavePages.tsx';
import {
  WorkClaimScreen,
  WorkDoneScreen,
  WorkSendScreen,
  WorkStartScreen,
  WorkTodoScreen,
} from './WorkLists.tsx';

/** Workflow screens (platform.md §7.5), by screen key (core/src/modules/platform/workflow.ts). */
export const WORKFLOW_SCREENS: Record<string, ComponentType<ModuleScreenProps>> = {
  'work-start': WorkStartScreen,
  'work-claim': WorkClaimScreen,
  'work-todo': WorkTodoScreen,
  'work-send': WorkSendScreen,
  'work-done': WorkDoneScreen,
  'leave-form': LeaveFormScreen,
  'leave-handle': LeaveHandleScreen,
  'leave-detail': LeaveDetailScreen,
  'flow-model': FlowModelScreen,
  'flow-manager': FlowManagerScreen,
  'flow-follow': FlowFollowScreen,
};
