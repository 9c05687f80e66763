import { useId, type ReactNode } from 'react';
import { Icon } from '#icon/icon.tsx';
import { cx } from '#shared/class-names.ts';
import * as styles from '#shared/field.css.ts';
import { visuallyHidden } from '#shared/styles.css.ts';

/** What every labelled form control takes besides its own attributes. */
export interface FieldLabelling {
  label: ReactNode;
  /** Keeps the label for screen readers only, where the layout already says what the field is. */
  hideLabel?: boolean;
  /** A hint shown under the label ("Must start with +61"). */
  description?: ReactNode;
  /** The validation message; marks the control invalid while set. */
  error?: ReactNode;
}

/** Ids that tie a control to its label, hint and error, for aria-describedby and aria-invalid. */
export function useField(
  { description, error }: Pick<FieldLabelling, 'description' | 'error'>,
  id: string | undefined,
  ownDescribedBy: string | undefined,
) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId, ownDescribedBy].filter(Boolean).join(' ');
  return {
    controlId,
    descriptionId,
    errorId,
    controlProps: {
      id: controlId,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': error ? true : undefined,
    },
  };
}

/** The props a control laid out by Field takes besides its own attributes. */
type LabelledControlProps = FieldLabelling & {
  id?: string;
  className?: string;
  'aria-describedby'?: string;
};

/**
 * Splits a labelled control's props into what Field lays out (label, hint, error, the wrapper's
 * class) and what the control itself receives, tied together by ids.
 */
export function useLabelledControl<P extends LabelledControlProps>({
  label,
  hideLabel,
  description,
  error,
  id,
  className,
  ...ownProps
}: P) {
  const { controlProps, ...ids } = useField(
    { description, error },
    id,
    ownProps['aria-describedby'],
  );
  return {
    fieldProps: { label, hideLabel, description, error, className, ...ids },
    controlProps: { ...ownProps, ...controlProps },
  };
}

interface FieldProps extends FieldLabelling {
  controlId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  className?: string;
  children: ReactNode;
}

/** Label, hint, control and error stacked the same way in every form. */
export function Field({
  label,
  hideLabel,
  description,
  error,
  controlId,
  descriptionId,
  errorId,
  className,
  children,
}: FieldProps) {
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={controlId} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className={styles.error}>
          <Icon name="error" size="sm" />
          {error}
        </p>
      )}
    </div>
  );
}
