import type { Ref } from 'react';
import { Icon } from '#icon/icon.tsx';
import { useField } from '#shared/field.tsx';
import * as fieldStyles from '#shared/field.css.ts';
import { controlBox } from '#shared/styles.css.ts';
import * as styles from '#hosted-field/hosted-field.css.ts';

interface HostedFieldProps {
  label: string;
  /** The element a payment provider mounts its own input into (its iframe). */
  mountRef: Ref<HTMLDivElement>;
  error?: string | undefined;
}

/**
 * A labelled box that a payment provider fills with its own input (Stripe Elements' iframes), so
 * the card number is typed into the provider's page and never into ours. It looks like TextField;
 * the group carries the label, as an iframe cannot be a label's control.
 */
export function HostedField({ label, mountRef, error }: HostedFieldProps) {
  const { controlId, errorId } = useField({ error }, undefined, undefined);
  const labelId = `${controlId}-label`;
  return (
    <div
      className={fieldStyles.field}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={errorId}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div
        ref={mountRef}
        className={`${controlBox} ${styles.hosted}`}
        data-invalid={error ? true : undefined}
      />
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          <Icon name="error" size="sm" />
          {error}
        </p>
      )}
    </div>
  );
}
