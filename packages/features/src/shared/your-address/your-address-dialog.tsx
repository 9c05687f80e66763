import { Button } from '@portal/ui/button';
import { Dialog } from '@portal/ui/dialog';
import { FormattedMessage, useIntl } from 'react-intl';
import { YourAddressDetails } from '#shared/your-address/your-address-card.tsx';

/** "Your address" from the user menu, on every members page. */
export function YourAddressDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="yourAddress.heading" />}
      closeLabel={intl.formatMessage({ id: 'common.close' })}
      size="lg"
      actions={
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      }
    >
      {open && <YourAddressDetails />}
    </Dialog>
  );
}
