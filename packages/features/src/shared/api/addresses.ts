import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type SavedAddress = Schema<'Address'>;
export type AddressInput = Schema<'AddressInput'>;

/** GET /api/Address: the member's saved delivery addresses. */
export function addressesQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.addresses(),
    queryFn: async () => (await client.GET('/api/Address')).data ?? [],
  };
}

/** The saved addresses, which the forward route has loaded before the wizard shows. */
export function useAddresses(): SavedAddress[] {
  return useSuspenseQuery(addressesQueryOptions(useApiClient())).data;
}

/** POST /api/Address: creates (addressId 0) or edits an address; answers it as saved. */
export function useSaveAddress() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (address: AddressInput) => {
      const { data } = await client.POST('/api/Address', { body: address });
      if (!data) throw new Error('The address was not saved');
      return data;
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedAddress[]>(queryKeys.addresses(), (addresses = []) =>
        addresses.some((each) => each.addressId === saved.addressId)
          ? addresses.map((each) => (each.addressId === saved.addressId ? saved : each))
          : [...addresses, saved],
      ),
  });
}

/** DELETE /api/Address?addressId=: forwards already made keep their own copy. */
export function useDeleteAddress() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (addressId: number) => {
      await client.DELETE('/api/Address', { params: { query: { addressId } } });
      return addressId;
    },
    onSuccess: (addressId) =>
      queryClient.setQueryData<SavedAddress[]>(queryKeys.addresses(), (addresses = []) =>
        addresses.filter((each) => each.addressId !== addressId),
      ),
  });
}
