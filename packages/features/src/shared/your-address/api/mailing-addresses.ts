import { addresseeName, mailingAddressLines } from '@portal/domain/mailing-address';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '#shared/api/account.ts';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

/** One of the member's mail-receiving addresses, as the sender writes it on the envelope. */
export interface MailingAddress {
  locationId: number;
  lines: string[];
}

/**
 * The member's suite code and each chosen location's full postal address (GET
 * /api/Account/GetLocations for their choice, /api/Location/GetAll for the brand's addresses).
 * `addresses` is null while either call is loading or when one failed.
 */
export function useMailingAddresses(): { userCode: string; addresses: MailingAddress[] | null } {
  const client = useApiClient();
  const account = useAccount();
  const chosen = useQuery({
    queryKey: queryKeys.accountLocations(),
    queryFn: async () => (await client.GET('/api/Account/GetLocations')).data ?? [],
  });
  const all = useQuery({
    queryKey: queryKeys.locations(),
    queryFn: async () => (await client.GET('/api/Location/GetAll')).data ?? [],
    staleTime: 5 * 60_000,
  });
  if (!chosen.data || !all.data) return { userCode: account.userCode, addresses: null };
  const name = addresseeName(account);
  const ids = new Set(chosen.data);
  return {
    userCode: account.userCode,
    addresses: all.data
      .filter((location) => ids.has(location.locationId))
      .map((location) => ({
        locationId: location.locationId,
        lines: mailingAddressLines(name, account.userCode, location),
      })),
  };
}
