import { Text } from '@portal/ui/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelfieCode } from '#verification/api/photo-upload.ts';
import * as styles from '#verification/components/photo-verification.css.ts';

/**
 * §2: the selfie is taken holding the ID and a handwritten note of the verification code. The code
 * is shown large, beside a drawing of such a selfie.
 */
export function SelfieNote() {
  const intl = useIntl();
  const code = useSelfieCode();
  return (
    <div className={styles.selfieNote}>
      <div className={styles.selfieText}>
        <Text as="p" weight="strong">
          <FormattedMessage id="verification.selfie.writeCode" />
        </Text>
        <p className={styles.code} aria-label={code.split('').join(' ')}>
          {code}
        </p>
        <Text as="p" tone="secondary" size="sm">
          <FormattedMessage id="verification.selfie.holdBoth" />
        </Text>
      </div>
      <figure className={styles.example}>
        <svg
          className={styles.exampleImage}
          viewBox="0 0 160 140"
          role="img"
          aria-label={intl.formatMessage({ id: 'verification.selfie.exampleAlt' }, { code })}
        >
          <rect className={styles.exampleBackdrop} x="0" y="0" width="160" height="140" rx="8" />
          <circle className={styles.examplePerson} cx="80" cy="44" r="22" />
          <path className={styles.examplePerson} d="M30 140c0-32 22-56 50-56s50 24 50 56z" />
          <rect
            className={styles.exampleCard}
            x="14"
            y="88"
            width="52"
            height="34"
            rx="4"
            strokeWidth="2"
          />
          <rect className={styles.examplePerson} x="20" y="96" width="14" height="18" rx="2" />
          <rect
            className={styles.exampleNote}
            x="94"
            y="86"
            width="54"
            height="36"
            rx="3"
            strokeWidth="2"
          />
          <text className={styles.exampleCode} x="121" y="110" textAnchor="middle" fontSize="14">
            {code}
          </text>
        </svg>
        <Text as="span" tone="secondary" size="sm">
          <FormattedMessage id="verification.selfie.example" />
        </Text>
      </figure>
    </div>
  );
}
