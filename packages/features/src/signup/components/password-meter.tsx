import {
  MIN_PASSWORD_SCORE,
  strengthOf,
  type PasswordStrength,
} from '@portal/domain/validation/password-guessing';
import { Text } from '@portal/ui/text';
import { FormattedMessage } from 'react-intl';
import { usePasswordScore } from '#shared/forms/use-password-score.ts';
import * as styles from '#signup/components/signup.css.ts';

const LEVELS: readonly PasswordStrength[] = ['weak', 'fair', 'good', 'strong'];

/**
 * How hard the new password is to guess, as bars and a word (the word is what is read out), by
 * the estimate the server applies; below what the server accepts it says why.
 */
export function PasswordMeter({
  password,
  personal,
}: {
  password: string;
  /** The member's own words (name, email), which make a password easier to guess. */
  personal: readonly string[];
}) {
  const score = usePasswordScore(password, personal);
  if (score === null) return null;
  const strength = strengthOf(score);
  const reached = LEVELS.indexOf(strength);
  return (
    <div>
      <div className={styles.meter} aria-hidden="true">
        {LEVELS.map((level, index) => (
          <span
            key={level}
            className={styles.meterBar}
            data-level={strength}
            data-filled={index <= reached || undefined}
          />
        ))}
      </div>
      {/* Two sentences, two paragraphs: glued with a space they would read as one (issue 34). */}
      <div aria-live="polite">
        <Text as="p" size="sm" tone="secondary">
          <FormattedMessage
            id="signup.passwordStrength"
            values={{ strength: <FormattedMessage id={`signup.strength.${strength}`} /> }}
          />
        </Text>
        {score < MIN_PASSWORD_SCORE && (
          <Text as="p" size="sm" tone="secondary">
            <FormattedMessage id="validation.password.weak" />
          </Text>
        )}
      </div>
    </div>
  );
}
