import { useEffect, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import * as styles from '#checkbox/checkbox.css.ts';
import { Icon } from '#icon/icon.tsx';
import { cx } from '#shared/class-names.ts';
import { useField, type FieldLabelling } from '#shared/field.tsx';
import * as fieldStyles from '#shared/field.css.ts';
import { visuallyHidden } from '#shared/styles.css.ts';

type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type'> &
  FieldLabelling & {
    label: ReactNode;
    /** "Some but not all" — the select-all box of a partly selected list. */
    indeterminate?: boolean;
  };

export function Checkbox({
  label,
  hideLabel,
  description,
  error,
  indeterminate = false,
  id,
  className,
  ref: givenRef,
  ...inputProps
}: CheckboxProps) {
  const ref = useRef<HTMLInputElement>(null);
  // The caller's ref (a form library's) sees the same input as the indeterminate effect.
  const setRef = (input: HTMLInputElement | null) => {
    ref.current = input;
    if (typeof givenRef === 'function') givenRef(input);
    else if (givenRef) givenRef.current = input;
  };
  const { controlProps, descriptionId, errorId } = useField(
    { description, error },
    id,
    inputProps['aria-describedby'],
  );
  // Only a DOM property, no attribute, can make a checkbox indeterminate.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <div className={cx(styles.checkbox, className)}>
      <input
        {...inputProps}
        {...controlProps}
        ref={setRef}
        type="checkbox"
        className={styles.input}
      />
      <label htmlFor={controlProps.id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      {description && (
        <p id={descriptionId} className={cx(fieldStyles.description, styles.below)}>
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className={cx(fieldStyles.error, styles.below)}>
          <Icon name="error" size="sm" />
          {error}
        </p>
      )}
    </div>
  );
}
