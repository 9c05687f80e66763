import { useId, type ReactNode } from 'react';
import { Icon } from '#icon/icon.tsx';
import * as styles from '#radio-group/radio-group.css.ts';
import { useField, type FieldLabelling } from '#shared/field.tsx';
import * as fieldStyles from '#shared/field.css.ts';
import { visuallyHidden } from '#shared/styles.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

interface RadioGroupProps extends FieldLabelling {
  options: readonly RadioOption[];
  /** The chosen value, when the caller holds it; otherwise `defaultValue` starts the choice. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  name?: string;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
}

/**
 * One choice out of a few, as native radio buttons in a fieldset: Tab enters the group at the chosen
 * option and the arrow keys move the choice, as every browser does for radios.
 */
export function RadioGroup({
  label,
  hideLabel,
  description,
  error,
  options,
  value,
  defaultValue,
  onChange,
  name,
  orientation,
  disabled,
}: RadioGroupProps) {
  const generatedName = useId();
  const { controlProps, descriptionId, errorId } = useField(
    { description, error },
    undefined,
    undefined,
  );
  return (
    <fieldset
      role="radiogroup"
      className={styles.fieldset}
      aria-describedby={controlProps['aria-describedby']}
      aria-invalid={controlProps['aria-invalid']}
      disabled={disabled}
    >
      <legend className={hideLabel ? visuallyHidden : styles.legend}>{label}</legend>
      {description && (
        <p id={descriptionId} className={fieldStyles.description}>
          {description}
        </p>
      )}
      <div className={styles.options({ orientation })}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name ?? generatedName}
              value={option.value}
              disabled={option.disabled}
              {...(value === undefined
                ? { defaultChecked: option.value === defaultValue }
                : { checked: option.value === value })}
              onChange={() => onChange?.(option.value)}
            />
            <span>{option.label}</span>
            {option.description && (
              <span className={styles.optionDescription}>{option.description}</span>
            )}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          <Icon name="error" size="sm" />
          {error}
        </p>
      )}
    </fieldset>
  );
}
