import { op } from '../resources/define.ts';

/**
 * The form operations that application forms (/app/nbxtapplicationform) and tool-app forms
 * (/tool-app/nbxtToolAppForm) share (forms-and-survey.md §7): one declaration for both controllers, which
 * differ only in the name of the owner's id (`applyId` of an application, `appId` of a tool app).
 */
export function formOperations(owner: 'applyId' | 'appId') {
  const what = owner === 'applyId' ? 'application' : 'app';
  return {
    // "POST submit (body plus the owner and status)": the form in the body, the owner and status beside it.
    submit: op('POST', 'submit', `save a form as draft or published (form in the body; ${owner}, status)`, {
      params: { [owner]: 'id?@query', status: 'string?@query' },
      reply: 'flag',
      effect: { upsert: true, handler: 'form-apps.ts: adds or updates the form' },
    }),
    getDetailByApplyId: op('GET', 'getDetailByApplyId/{id}', `the form of an ${what} (id: the ${what})`, {
      params: { id: 'id' },
      reply: 'record',
      role: 'lookup',
    }),
    updateName: op('POST', 'updateName', 'rename a form (id, formName)', {
      args: 'none',
      params: { id: 'id@query', formName: 'string@query' },
      reply: 'flag',
      role: 'row',
      text: { zh: '重命名', en: 'Rename' },
      effect: { target: 'id', sets: { formName: 'formName' } },
    }),
    submitRefuseForm: op(
      'POST',
      'submitRefuseForm',
      'submit a refuse-classification evaluation form (form in the body)',
      {
        reply: 'flag',
        effect: { create: true },
      },
    ),
  };
}
