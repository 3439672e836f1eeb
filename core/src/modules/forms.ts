import { module } from './types.ts';

/**
 * The form designer and form filling (forms-and-survey.md §2.1, §2.6): screens of their own, built in later
 * issues. The designer routes and form filling open without signing in.
 */
export const forms = module({
  name: 'forms',
  text: { zh: '表单设计', en: 'Form designer' },
  icon: 'IconForms',
  resources: [],
  screens: [
    {
      path: '/nbxtFormDesigner',
      view: 'custom',
      custom: 'formDesigner',
      public: true,
      text: { zh: '表单设计器', en: 'Form designer' },
      about: {
        zh: '表单设计器：放置字段、设置属性，设计应用表单。',
        en: 'The form designer: place fields and set their properties to design an application form.',
      },
    },
    {
      path: '/nbxtFormDesigner/app/:appId/form/:formId',
      view: 'custom',
      custom: 'applicationFormDesigner',
      resource: 'application-form',
      public: true,
      text: { zh: '应用表单设计', en: 'Application form designer' },
    },
    {
      path: '/toolApp/designer/app/:appId/form/:formId',
      view: 'custom',
      custom: 'toolAppFormDesigner',
      resource: 'tool-app-form',
      public: true,
      text: { zh: '工具应用表单设计', en: 'Tool-app form designer' },
    },
    {
      path: '/toolApp/formDataTaskLink',
      view: 'custom',
      custom: 'formDataTaskLink',
      resource: 'tool-app-form-data',
      public: true,
      text: { zh: '表单填报', en: 'Fill in a form' },
    },
    {
      path: '/toolApp/designer',
      view: 'custom',
      custom: 'toolAppDesigner',
      resource: 'tool-app',
      menu: true,
      text: { zh: '工具应用设计', en: 'Tool-app designer' },
    },
  ],
});
