import { unwrap } from '@portal/api-client/client';
import { PortalApiError } from '@portal/api-client/errors';

/**
 * Query options for a link that carries a single-use code (/authorise, /verify): the code is sent
 * once per page, whatever renders or preloads it, and any refusal or silence reads as "not valid".
 */
export function singleUseLinkQueryOptions(
  queryKey: readonly unknown[],
  send: (() => Promise<{ data?: boolean }>) | null,
) {
  return {
    queryKey,
    queryFn: async (): Promise<boolean> => {
      if (!send) return false;
      try {
        return (await unwrap(send())) === true;
      } catch (error) {
        if (error instanceof PortalApiError) return false;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  };
}
