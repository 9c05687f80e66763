import { passwordStrength, type PasswordStrength } from '@portal/domain/validation/password';
import { Text } from '@portal/ui/text';
import { FormattedMessage } from 'react-intl';
import * as styles from '#signup/components/signup.css.ts';

const LEVELS: readonly PasswordStrength[] = ['weak', 'fair', 'good', 'strong'];

/** How hard the new password is to guess, as bars and a word (the word is what is read out). */
export function PasswordMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
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
      <Text as="p" size="sm" tone="secondary" aria-live="polite">
        <FormattedMessage
          id="signup.passwordStrength"
          values={{ strength: <FormattedMessage id={`signup.strength.${strength}`} /> }}
        />
      </Text>
    </div>
  );
}
