import { PortalApiError } from '@portal/api-client/errors';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { requiredAnswer } from '#shared/api/required-answer.ts';
import { storeAccount } from '#shared/session.ts';

export type InvitationPreview = Schema<'TeamInvitationDetails'>;

/** Why a link cannot be used, as the server said: unknown (or another brand's), used, expired. */
export type InvitationRefusal = 'invitation_not_found' | 'invitation_used' | 'invitation_expired';

const REFUSALS: readonly string[] = [
  'invitation_not_found',
  'invitation_used',
  'invitation_expired',
];

/** The refusal a failed look-up or acceptance carries, or null for any other failure. */
export function invitationRefusal(error: unknown): InvitationRefusal | null {
  return error instanceof PortalApiError && error.code && REFUSALS.includes(error.code)
    ? (error.code as InvitationRefusal)
    : null;
}

/** A new login refused because the email became a login of the brand since the page was opened. */
export const becameLogin = (error: unknown): boolean =>
  error instanceof PortalApiError && error.code === 'email_has_login';

/**
 * GET /api/Team/Invitation?invitation=: who invited whom to which mailbox, as what. Looking does
 * not use the link up; it is asked once per page (a refusal is an answer, not a fault to retry).
 */
export function useInvitation(invitation: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.teamInvitation(invitation),
    queryFn: () =>
      requiredAnswer(
        client.GET('/api/Team/Invitation', { params: { query: { invitation } } }),
        'getTeamInvitation',
      ),
    retry: false,
    staleTime: Infinity,
  });
}

/**
 * POST /api/Team/Invitation/Accept: the person joins with their name and a new password, or with
 * the password of the login their email has (no name), and is signed in; the account is then
 * loaded and kept as stored auth, as a login does.
 */
export function useAcceptInvitation() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accept: Schema<'TeamInvitationAcceptance'>) => {
      await client.POST('/api/Team/Invitation/Accept', { body: accept });
      storeAccount(await requiredAnswer(client.POST('/api/account/GetAccount'), 'getAccount'));
    },
    // The email became a login of the brand meanwhile: looked at again, the page asks for its
    // password instead (decision 105).
    onError: (error, { invitation }) => {
      if (becameLogin(error)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.teamInvitation(invitation) });
      }
    },
  });
}
