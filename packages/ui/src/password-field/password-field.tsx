import { useState, type ComponentPropsWithRef } from 'react';
import { IconButton } from '#icon-button/icon-button.tsx';
import * as styles from '#password-field/password-field.css.ts';
import { cx } from '#shared/class-names.ts';
import { Field, useLabelledControl, type FieldLabelling } from '#shared/field.tsx';
import { controlBox } from '#shared/styles.css.ts';

type PasswordFieldProps = FieldLabelling &
  Omit<ComponentPropsWithRef<'input'>, 'type'> & {
    /** Name of the show/hide toggle ("Show password"); its pressed state says which it is. */
    showPasswordLabel: string;
  };

/** A password input whose text the member can reveal to check what they typed. */
export function PasswordField({ showPasswordLabel, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const { fieldProps, controlProps } = useLabelledControl(props);
  return (
    <Field {...fieldProps}>
      <div className={styles.inputWrap}>
        <input
          {...controlProps}
          type={visible ? 'text' : 'password'}
          className={cx(controlBox, styles.input)}
        />
        <span className={styles.toggle}>
          <IconButton
            icon={visible ? 'eye-off' : 'eye'}
            label={showPasswordLabel}
            aria-pressed={visible}
            aria-controls={controlProps.id}
            size="sm"
            onClick={() => setVisible((shown) => !shown)}
          />
        </span>
      </div>
    </Field>
  );
}
