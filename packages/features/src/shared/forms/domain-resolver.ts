import type { FieldErrors as DomainFieldErrors } from '@portal/domain/validation/form';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver over a `domain` validator, so a form checks exactly the rules the
 * server applies. Each error's `message` is the message id the screen translates.
 */
export function domainResolver<Values extends FieldValues>(
  validate: (values: Values) => DomainFieldErrors<Extract<keyof Values, string>>,
): Resolver<Values> {
  return (values) => {
    const problems = Object.entries(validate(values)).filter(([, key]) => key);
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(([field, key]) => [field, { type: 'domain', message: key }]),
    ) as FieldErrors<Values>;
    return { values: {}, errors };
  };
}
