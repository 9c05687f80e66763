import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import type { TeamRole } from '@portal/domain/team-roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { requiredAnswer } from '#shared/api/required-answer.ts';

export type TeamUser = Schema<'TeamUser'>;
export type TeamInvitation = Schema<'TeamInvitation'>;
interface Team {
  users: TeamUser[];
  invitations: TeamInvitation[];
}

/** GET /api/Team/Users: the people who share the mailbox, holder first, and open invitations. */
export function teamQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.teamUsers(),
    queryFn: (): Promise<Team> => requiredAnswer(client.GET('/api/Team/Users'), 'listTeamUsers'),
  };
}

export function useTeam() {
  return useQuery(teamQueryOptions(useApiClient()));
}

/** Changes the cached team once the server has answered: lists change only on its say-so (§4). */
function useUpdateTeam() {
  const queryClient = useQueryClient();
  return (update: (team: Team) => Team) =>
    queryClient.setQueryData<Team>(queryKeys.teamUsers(), (team) => team && update(team));
}

/** POST /api/Team/Invitations: emails the person a link to join; the invitation joins the list. */
export function useInviteUser() {
  const client = useApiClient();
  const updateTeam = useUpdateTeam();
  return useMutation({
    mutationFn: (invite: { email: string; role: TeamRole }) =>
      requiredAnswer(client.POST('/api/Team/Invitations', { body: invite }), 'inviteTeamUser'),
    onSuccess: (invitation) =>
      updateTeam((team) => ({ ...team, invitations: [...team.invitations, invitation] })),
  });
}

/** DELETE /api/Team/Invitations/{invitationId}: the link stops working. */
export function useCancelInvitation() {
  const client = useApiClient();
  const updateTeam = useUpdateTeam();
  return useMutation({
    mutationFn: async (invitationId: number) => {
      await client.DELETE('/api/Team/Invitations/{invitationId}', {
        params: { path: { invitationId } },
      });
      return invitationId;
    },
    onSuccess: (cancelled) =>
      updateTeam((team) => ({
        ...team,
        invitations: team.invitations.filter((each) => each.invitationId !== cancelled),
      })),
  });
}

/** PUT /api/Team/Users/{userId}: the user's next request already runs under the new role. */
export function useChangeRole() {
  const client = useApiClient();
  const updateTeam = useUpdateTeam();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: TeamRole }) =>
      requiredAnswer(
        client.PUT('/api/Team/Users/{userId}', { params: { path: { userId } }, body: { role } }),
        'changeTeamUserRole',
      ),
    onSuccess: (changed) =>
      updateTeam((team) => ({
        ...team,
        users: team.users.map((user) => (user.userId === changed.userId ? changed : user)),
      })),
  });
}

/** DELETE /api/Team/Users/{userId}: the user is signed out everywhere in the same request. */
export function useRemoveUser() {
  const client = useApiClient();
  const updateTeam = useUpdateTeam();
  return useMutation({
    mutationFn: async (userId: number) => {
      await client.DELETE('/api/Team/Users/{userId}', { params: { path: { userId } } });
      return userId;
    },
    onSuccess: (removed) =>
      updateTeam((team) => ({
        ...team,
        users: team.users.filter((user) => user.userId !== removed),
      })),
  });
}
