import type { Schema } from '@portal/api-client/types';
import { useIntl } from 'react-intl';
import { useAddresses } from '#shared/api/addresses.ts';
import { useFolders } from '#shared/api/folders.ts';
import { addressLine } from '#shared/addresses/address-line.ts';

type Match = Schema<'MailRuleMatch'>;
type Action = Schema<'MailRuleActionSpec'>;

/**
 * A rule's match and action in the member's words, its folder and address by name: the list, the
 * log and the check all say a rule the same way.
 */
export function useMailRuleWords() {
  const intl = useIntl();
  const folders = useFolders().data ?? [];
  const addresses = useAddresses();
  const folderName = (folderId: number | undefined) =>
    folders.find((folder) => folder.folderId === folderId)?.name ??
    intl.formatMessage({ id: 'settings.mailRules.goneFolder' });
  const addressName = (addressId: number | undefined) => {
    const address = addresses.find((each) => each.addressId === addressId);
    return address
      ? addressLine(address)
      : intl.formatMessage({ id: 'settings.mailRules.goneAddress' });
  };
  return {
    match: (match: Match) =>
      intl.formatMessage(
        {
          id: match.on === 'sender' ? 'settings.mailRules.senderHas' : 'settings.mailRules.textHas',
        },
        { phrase: match.contains },
      ),
    does: (action: Action) =>
      intl.formatMessage(
        { id: `settings.mailRules.does.${action.type}` },
        {
          folder: folderName(action.folderId),
          label: action.label ?? '',
          address: addressName(action.addressId),
        },
      ),
  };
}
