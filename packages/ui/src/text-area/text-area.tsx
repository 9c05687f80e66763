import type { ComponentPropsWithRef } from 'react';
import { cx } from '#shared/class-names.ts';
import { Field, useLabelledControl, type FieldLabelling } from '#shared/field.tsx';
import { controlBox } from '#shared/styles.css.ts';
import { textArea } from '#text-area/text-area.css.ts';

type TextAreaProps = FieldLabelling & ComponentPropsWithRef<'textarea'>;

/** A labelled multi-line input: support messages, forward notes. */
export function TextArea({ rows = 5, ...props }: TextAreaProps) {
  const { fieldProps, controlProps } = useLabelledControl(props);
  return (
    <Field {...fieldProps}>
      <textarea {...controlProps} rows={rows} className={cx(controlBox, textArea)} />
    </Field>
  );
}
