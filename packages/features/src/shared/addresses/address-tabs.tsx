import type { AddressTab } from '@portal/domain/forward-address';
import { Tabs } from '@portal/ui/tabs';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface AddressTabsProps {
  selected: AddressTab;
  onSelect: (tab: AddressTab) => void;
  /** What a tab shows: the addresses at home or abroad. */
  panel: (tab: AddressTab) => ReactNode;
  /** Why International cannot be opened yet (§6), when it cannot. */
  internationalLocked?: string;
}

/** The Domestic and International tabs of the member's addresses, in the forward wizard and the settings. */
export function AddressTabs({ selected, onSelect, panel, internationalLocked }: AddressTabsProps) {
  const intl = useIntl();
  return (
    <Tabs
      label={intl.formatMessage({ id: 'forward.address.type' })}
      selectedId={selected}
      onSelectedChange={(tab) => onSelect(tab as AddressTab)}
      tabs={[
        {
          id: 'domestic',
          label: <FormattedMessage id="forward.address.domestic" />,
          panel: panel('domestic'),
        },
        {
          id: 'international',
          label: <FormattedMessage id="forward.address.international" />,
          panel: panel('international'),
          disabledReason: internationalLocked,
        },
      ]}
    />
  );
}
