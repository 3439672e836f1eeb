/** The avue form renderer: the designer's preview, form filling, tool-app data and the household survey. */
export type { RenderMode, WidgetProps } from './context.ts';
export { FormRenderer, type FormRendererProps } from './FormRenderer.tsx';
export { fieldWidgets } from './widgets.tsx';
