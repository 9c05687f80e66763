import { Alert } from '@portal/ui/alert';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

/**
 * For a member who has verified neither by SMS nor photo ID (§4 gate): says, for as long as it
 * holds, why mail cannot be opened, with the way to the Verification section.
 */
export function VerifyBanner() {
  return (
    <Alert tone="info">
      <FormattedMessage id="inbox.gate.banner" />{' '}
      <Link to="/Members/Account/{-$section}" params={{ section: 'Verification' }}>
        <FormattedMessage id="inbox.gate.verify" />
      </Link>
    </Alert>
  );
}
