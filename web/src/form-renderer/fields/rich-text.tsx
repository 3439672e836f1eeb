import { RichTextEditor } from '../../components/rich-text/RichTextEditor.tsx';
import type { WidgetProps } from '../context.ts';

/** ueditor: the console's rich-text editor (the notice editor's), loaded with the first rich-text field. */
export default function RichTextWidget(props: WidgetProps) {
  const describedBy = props.inputProps['aria-describedby'];
  return (
    <RichTextEditor
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={props.onChange}
      editable={props.mode === 'edit'}
      attributes={{
        ...(props.inputProps.id ? { id: props.inputProps.id } : {}),
        'aria-labelledby': props.labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(props.inputProps['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
      }}
    />
  );
}
