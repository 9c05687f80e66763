import type { TextareaHTMLAttributes } from 'react';
import { cx } from '#shared/class-names.ts';
import { Field, useField, type FieldLabelling } from '#shared/field.tsx';
import { controlBox } from '#shared/styles.css.ts';
import { textArea } from '#text-area/text-area.css.ts';

type TextAreaProps = FieldLabelling & TextareaHTMLAttributes<HTMLTextAreaElement>;

/** A labelled multi-line input: support messages, forward notes. */
export function TextArea({
  label,
  hideLabel,
  description,
  error,
  id,
  className,
  rows = 5,
  ...textAreaProps
}: TextAreaProps) {
  const { controlProps, ...ids } = useField(
    { description, error },
    id,
    textAreaProps['aria-describedby'],
  );
  return (
    <Field
      label={label}
      hideLabel={hideLabel}
      description={description}
      error={error}
      className={className}
      {...ids}
    >
      <textarea
        {...textAreaProps}
        {...controlProps}
        rows={rows}
        className={cx(controlBox, textArea)}
      />
    </Field>
  );
}
