import type { InputHTMLAttributes } from 'react';
import { Field, useField, type FieldLabelling } from '#shared/field.tsx';
import { controlBox } from '#shared/styles.css.ts';

type TextFieldProps = FieldLabelling &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
    type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number';
  };

/** A labelled single-line input. Pass every visible string (label, hint, error) already translated. */
export function TextField({
  label,
  hideLabel,
  description,
  error,
  id,
  className,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { controlProps, ...ids } = useField(
    { description, error },
    id,
    inputProps['aria-describedby'],
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
      <input {...inputProps} {...controlProps} type={type} className={controlBox} />
    </Field>
  );
}
