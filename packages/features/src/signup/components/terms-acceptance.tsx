import { Button } from '@portal/ui/button';
import { Checkbox } from '@portal/ui/checkbox';
import { Dialog } from '@portal/ui/dialog';
import { Stack } from '@portal/ui/stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TermsSections } from '#shared/public-page-terms.tsx';
import * as styles from '#signup/components/signup.css.ts';

interface TermsAcceptanceProps {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** The member tried to go on without ticking the box. */
  refused: boolean;
}

/**
 * The terms before any charge: the box to tick, with the full terms one click away in a dialog
 * that keeps the plan step as it was.
 */
export function TermsAcceptance({ accepted, onChange, refused }: TermsAcceptanceProps) {
  const intl = useIntl();
  const [reading, setReading] = useState(false);
  return (
    <Stack space="sm" className={styles.terms}>
      <Checkbox
        label={intl.formatMessage({ id: 'signup.terms.accept' })}
        checked={accepted}
        onChange={(event) => onChange(event.target.checked)}
        error={
          refused && !accepted ? intl.formatMessage({ id: 'signup.terms.required' }) : undefined
        }
      />
      <div>
        <Button variant="link" onClick={() => setReading(true)}>
          <FormattedMessage id="signup.terms.read" />
        </Button>
      </div>
      <Dialog
        open={reading}
        onClose={() => setReading(false)}
        title={intl.formatMessage({ id: 'terms.title' })}
        closeLabel={intl.formatMessage({ id: 'signup.terms.close' })}
        size="lg"
        actions={
          <Button
            onClick={() => {
              onChange(true);
              setReading(false);
            }}
          >
            <FormattedMessage id="signup.terms.acceptAndClose" />
          </Button>
        }
      >
        <Stack space="md">
          <TermsSections headingLevel={3} />
        </Stack>
      </Dialog>
    </Stack>
  );
}
