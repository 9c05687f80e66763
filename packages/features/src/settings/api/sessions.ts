import type { PortalClient } from '@portal/api-client/client';
import type { Schema } from '@portal/api-client/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';

export type SessionInfo = Schema<'SessionInfo'>;

/** GET /api/Session: the member's signed-in browsers, newest first. */
export function sessionsQueryOptions(client: PortalClient) {
  return {
    queryKey: queryKeys.sessions(),
    queryFn: async (): Promise<SessionInfo[]> => (await client.GET('/api/Session')).data ?? [],
  };
}

export function useSessions() {
  return useQuery(sessionsQueryOptions(useApiClient()));
}

/** DELETE /api/Session?sessionId=: logs one browser out. */
export function useEndSession() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sessionId: number) => {
      await client.DELETE('/api/Session', { params: { query: { sessionId } } });
      return sessionId;
    },
    onSuccess: (sessionId) =>
      queryClient.setQueryData<SessionInfo[]>(queryKeys.sessions(), (sessions = []) =>
        sessions.filter((session) => session.sessionId !== sessionId),
      ),
  });
}

/** DELETE /api/Session/Others: every browser but this one is logged out. */
export function useEndOtherSessions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await client.DELETE('/api/Session/Others');
    },
    onSuccess: () =>
      queryClient.setQueryData<SessionInfo[]>(queryKeys.sessions(), (sessions = []) =>
        sessions.filter((session) => session.current),
      ),
  });
}
