import type { Messages } from '../types.ts';

/**
 * Texts of the workflow screens (platform.md §7.5). The spec quotes only the approval comment rule
 * (validate.approval.commentRequired); the leave-form and deployment texts are ours.
 */
export const workflowMessages = {
  'workflow.leave.taskUserRequired': { zh: '请选择审批用户', en: 'Choose the approver' },
  'workflow.leave.startTimeRequired': { zh: '请选择开始时间', en: 'Choose the start time' },
  'workflow.leave.endTimeRequired': { zh: '请选择结束时间', en: 'Choose the end time' },
  'workflow.leave.reasonRequired': { zh: '请输入请假理由', en: 'Enter the reason for leave' },
  'workflow.leave.timeFormat': {
    zh: '时间格式应为 yyyy-MM-dd HH:mm:ss',
    en: 'Times are written yyyy-MM-dd HH:mm:ss',
  },
  'workflow.leave.endBeforeStart': { zh: '结束时间不能早于开始时间', en: 'The end is before the start' },
  'workflow.leave.processDefinitionRequired': { zh: '缺少流程定义', en: 'No process definition given' },
  'workflow.deploy.categoryRequired': { zh: '请选择流程类型', en: 'Choose the process category' },
  'workflow.deploy.filesRequired': { zh: '请上传流程文件', en: 'Upload at least one process file' },
  'workflow.deploy.fileType': {
    zh: '流程文件须以 .bpmn20.xml 结尾',
    en: 'Process files must end with .bpmn20.xml',
  },
  'workflow.approval.agree': { zh: '同意', en: 'Agree' },
  'workflow.approval.reject': { zh: '驳回', en: 'Reject' },
  'workflow.approval.comment': { zh: '批复意见', en: 'Approval comment' },
  'workflow.page.leaveForm': { zh: '请假申请', en: 'Leave request' },
  'workflow.page.leaveHandle': { zh: '请假审批', en: 'Leave approval' },
  'workflow.page.leaveDetail': { zh: '请假详情', en: 'Leave details' },
  'workflow.action.start': { zh: '发起', en: 'Start' },
  'workflow.action.claim': { zh: '签收', en: 'Claim' },
  'workflow.action.handle': { zh: '办理', en: 'Handle' },
  'workflow.action.detail': { zh: '详情', en: 'Details' },
  'workflow.action.close': { zh: '关闭', en: 'Close' },
  'workflow.action.back': { zh: '返回', en: 'Back' },
  'workflow.claim.done': { zh: '签收事务成功', en: 'Task claimed' },
  'workflow.leave.info': { zh: '申请信息', en: 'Request' },
  'workflow.leave.applicant': { zh: '申请人', en: 'Requested by' },
  'workflow.leave.timePlaceholder': { zh: 'yyyy-MM-dd HH:mm:ss', en: 'yyyy-MM-dd HH:mm:ss' },
  'workflow.leave.submit': { zh: '提交', en: 'Submit' },
  'workflow.leave.started': { zh: '流程已发起', en: 'Leave request started' },
  'workflow.leave.notFound': { zh: '未找到该请假申请', en: 'No such leave request' },
  'workflow.history.empty': { zh: '暂无流转记录', en: 'No steps yet' },
  'workflow.history.title': { zh: '流程历史', en: 'History' },
  'workflow.diagram.title': { zh: '流程跟踪', en: 'Process diagram' },
  'workflow.state.active': { zh: '激活', en: 'Active' },
  'workflow.state.suspended': { zh: '挂起', en: 'Suspended' },
  'workflow.follow.delete': { zh: '删除', en: 'End process' },
  'workflow.follow.reason': { zh: '删除理由', en: 'Reason' },
  'workflow.state.confirm': { zh: '是否{action}该流程?', en: '{action} this process?' },
  'workflow.progress.finished': { zh: '已完成', en: 'Finished' },
  'workflow.progress.unfinished': { zh: '未完成', en: 'In progress' },
} as const satisfies Messages;
