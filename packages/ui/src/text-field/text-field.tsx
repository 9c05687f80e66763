import type { ComponentPropsWithRef } from 'react';
import { Field, useLabelledControl, type FieldLabelling } from '#shared/field.tsx';
import { controlBox } from '#shared/styles.css.ts';

type TextFieldProps = FieldLabelling &
  Omit<ComponentPropsWithRef<'input'>, 'type'> & {
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
  };

/** A labelled single-line input. Pass every visible string (label, hint, error) already translated. */
export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { fieldProps, controlProps } = useLabelledControl(props);
  return (
    <Field {...fieldProps}>
      <input {...controlProps} type={type} className={controlBox} />
    </Field>
  );
}
