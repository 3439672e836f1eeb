/** The avue form renderer: the designer's preview, form filling, tool-app data and the household survey. */
export type { RenderMode, WidgetProps } from './context.ts';
export type { FormRendererProps } from './FormRenderer.tsx';
export { FormRenderer, fieldWidgets } from './widgets.tsx';
