import type { ComponentPropsWithRef } from 'react';
import { Icon } from '#icon/icon.tsx';
import * as styles from '#select/select.css.ts';
import { cx } from '#shared/class-names.ts';
import { Field, useLabelledControl, type FieldLabelling } from '#shared/field.tsx';
import { controlBox } from '#shared/styles.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

type SelectProps = FieldLabelling &
  Omit<ComponentPropsWithRef<'select'>, 'multiple'> & {
    options: readonly SelectOption[];
    /** A first, unselectable choice shown while nothing is chosen ("Choose an address"). */
    placeholder?: string;
  };

/** A labelled native select: the platform's own picker, keyboard and screen reader support. */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const { fieldProps, controlProps } = useLabelledControl(props);
  return (
    <Field {...fieldProps}>
      <div className={styles.selectWrap}>
        <select {...controlProps} className={cx(controlBox, styles.select)}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron}>
          <Icon name="chevron-down" />
        </span>
      </div>
    </Field>
  );
}
