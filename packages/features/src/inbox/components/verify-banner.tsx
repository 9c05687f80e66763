import { Alert } from '@portal/ui/alert';
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

/**
 * For a member the §4 gate keeps out (no SMS, no photo ID approved or awaiting its check): says,
 * for as long as it holds, why mail cannot be opened, with the way to the Verification section.
 */
export function VerifyBanner() {
  return (
    <Alert tone="info">
      <FormattedMessage
        id="inbox.gate.banner"
        values={{
          link: (text) => (
            <Link to="/Members/Account/{-$section}" params={{ section: 'Verification' }}>
              {text}
            </Link>
          ),
        }}
      />
    </Alert>
  );
}
