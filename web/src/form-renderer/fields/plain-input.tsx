import { Input, TextInput } from '@mantine/core';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';

const { classes } = TextInput;

export interface PlainTextInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'size'> {
  rightSection?: ReactNode;
  rightSectionWidth?: string;
  rightSectionPointerEvents?: 'none';
  /** A class for the root besides the input's (NumberInput's, whose controls read its variables). */
  rootClassName?: string;
  error?: ReactNode;
  description?: ReactNode;
}

/**
 * Mantine's TextInput as it draws at the default size with no label (the same elements, classes, data
 * attributes, variables and ARIA), without its props and styles machinery, which a long form pays a hundred
 * times and more as it first renders. A description or an error is Mantine's own element, drawn where
 * TextInput draws it; the input keeps its place (and the focus) when one comes.
 */
export function PlainTextInput({
  rightSection,
  rightSectionWidth,
  rightSectionPointerEvents,
  rootClassName,
  error,
  description,
  ...input
}: PlainTextInputProps) {
  const disabled = input.disabled ? 'true' : undefined;
  const invalid = error ? 'true' : undefined;
  const describedBy =
    [error ? `${input.id}-error` : '', description ? `${input.id}-description` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const errorText = error && typeof error !== 'boolean' ? error : null;
  const half = 'calc(var(--mantine-spacing-xs) / 2)';
  const style = {
    ...(description ? { '--input-margin-top': half } : {}),
    ...(errorText ? { '--input-margin-bottom': half } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(rightSectionWidth ? { '--input-right-section-width': rightSectionWidth } : {}),
    ...(rightSectionPointerEvents
      ? { '--input-right-section-pointer-events': rightSectionPointerEvents }
      : {}),
  } as CSSProperties;
  return (
    <div
      className={`${rootClassName ? `${rootClassName} ` : ''}${classes.root} mantine-InputWrapper-root mantine-TextInput-root`}
      data-size="sm"
    >
      {description ? (
        <Input.Description size="sm" id={`${input.id}-description`} className="mantine-TextInput-description">
          {description}
        </Input.Description>
      ) : null}
      <div
        className={`${classes.wrapper} mantine-Input-wrapper mantine-TextInput-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-disabled={disabled}
        data-with-right-section={rightSection ? 'true' : undefined}
        style={style}
      >
        <input
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${classes.input} mantine-Input-input mantine-TextInput-input`}
          data-variant="default"
          data-error={invalid}
          data-disabled={disabled}
        />
        {rightSection ? (
          <div
            data-position="right"
            className={`${classes.section} mantine-Input-section mantine-TextInput-section`}
          >
            {rightSection}
          </div>
        ) : null}
      </div>
      {errorText ? (
        <Input.Error size="sm" id={`${input.id}-error`} className="mantine-TextInput-error">
          {errorText}
        </Input.Error>
      ) : null}
    </div>
  );
}
