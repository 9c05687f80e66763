import { Alert } from '@portal/ui/alert';
import { Heading } from '@portal/ui/heading';
import { Spinner } from '@portal/ui/spinner';
import { Stack } from '@portal/ui/stack';
import { Text } from '@portal/ui/text';
import { useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CopyButton } from '#shared/your-address/copy-button.tsx';
import {
  useMailingAddresses,
  type MailingAddress,
} from '#shared/your-address/api/mailing-addresses.ts';
import * as styles from '#shared/your-address/your-address.css.ts';

/** One address, line by line as on an envelope, with the button that copies it whole. */
function AddressBlock({ address }: { address: MailingAddress }) {
  const intl = useIntl();
  const linesRef = useRef<HTMLElement>(null);
  // The locality line ("Sydney NSW 2001") tells two addresses apart in the button's name.
  const locality = address.lines.at(-2) ?? '';
  return (
    <li className={styles.address}>
      <address ref={linesRef} className={styles.addressLines}>
        {address.lines.map((line, index) => (
          <Text key={index} as="span" className={index === 1 ? styles.suiteLine : undefined}>
            {line}
            <br />
          </Text>
        ))}
      </address>
      <CopyButton
        text={address.lines.join('\n')}
        label={intl.formatMessage({ id: 'yourAddress.copyLabel' }, { locality })}
        source={linesRef}
      />
    </li>
  );
}

/**
 * What a member gives senders: their suite code, each of their addresses as the post office needs
 * it with a copy button, and how to write it. Without a heading, for a dialog or card to title.
 */
export function YourAddressDetails() {
  const intl = useIntl();
  const { userCode, addresses } = useMailingAddresses();
  return (
    <Stack space="md">
      <Text as="p">
        <FormattedMessage
          id="yourAddress.intro"
          values={{ code: userCode, strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> }}
        />
      </Text>
      {addresses === null ? (
        <Spinner label={intl.formatMessage({ id: 'common.loading' })} />
      ) : addresses.length === 0 ? (
        <Alert tone="info">
          <FormattedMessage id="yourAddress.none" />
        </Alert>
      ) : (
        <ul className={styles.addresses}>
          {addresses.map((address) => (
            <AddressBlock key={address.locationId} address={address} />
          ))}
        </ul>
      )}
      <Stack space="xxs">
        <Heading level={3} size={4}>
          <FormattedMessage id="yourAddress.howTo.heading" />
        </Heading>
        <ul className={styles.notes}>
          <li>
            <FormattedMessage id="yourAddress.howTo.suite" values={{ code: userCode }} />
          </li>
          <li>
            <FormattedMessage id="yourAddress.howTo.name" />
          </li>
          <li>
            <FormattedMessage id="yourAddress.howTo.abroad" />
          </li>
        </ul>
      </Stack>
    </Stack>
  );
}

interface YourAddressCardProps {
  /** The heading's level in the page around the card. */
  headingLevel?: 2 | 3;
  /** An action beside the heading (the inbox's Hide). */
  action?: ReactNode;
  id?: string;
}

/**
 * The "Your address" card, for the inbox and the signup complete page: a titled panel around
 * `YourAddressDetails`.
 */
export function YourAddressCard({ headingLevel = 2, action, id }: YourAddressCardProps) {
  const headingId = `${id ?? 'your-address'}-heading`;
  return (
    <section id={id} className={styles.card} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading level={headingLevel} size={4} id={headingId}>
          <FormattedMessage id="yourAddress.heading" />
        </Heading>
        {action}
      </div>
      <YourAddressDetails />
    </section>
  );
}
