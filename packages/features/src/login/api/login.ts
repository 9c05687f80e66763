import type { PortalClient } from '@portal/api-client/client';
import { unwrap } from '@portal/api-client/client';
import { PortalApiError } from '@portal/api-client/errors';
import type { LoginAnswer } from '@portal/domain/validation/login';
import { useApiClient } from '#shared/api/api-client.ts';
import type { Account } from '#shared/session.ts';

export interface LoginRequest {
  email: string;
  password: string;
  keepSignedIn: boolean;
  loginGuard: string | null;
}

/**
 * POST /api/Login. No answer counts as null, as §8 says; a refusal for blank fields (which the form
 * already checks) reads as a wrong login rather than a crash.
 */
async function logIn(client: PortalClient, request: LoginRequest): Promise<LoginAnswer<Account>> {
  try {
    return await unwrap(
      client.POST('/api/Login', {
        body: {
          EmailAddress: request.email.trim(),
          Password: request.password,
          KeepLoggedIn: request.keepSignedIn,
          loginGuard: request.loginGuard,
        },
      }),
    );
  } catch (error) {
    if (error instanceof PortalApiError && error.code === 'invalid_field') return null;
    throw error;
  }
}

/** Signs in with this app's client. */
export function useLogIn(): (request: LoginRequest) => Promise<LoginAnswer<Account>> {
  const client = useApiClient();
  return (request) => logIn(client, request);
}

/**
 * The alert for a login the server refused by throwing: a closed or terminated account (403 once
 * the password is right, §9) is told why, too many attempts to wait, anything else to try again.
 */
export function loginRefusalKey(error: unknown): string {
  if (!(error instanceof PortalApiError)) return 'common.error';
  if (error.status === 429) return 'login.tooManyAttempts';
  if (error.code === 'account_closed') return 'login.accountClosed';
  if (error.code === 'account_terminated') return 'login.accountTerminated';
  return 'common.error';
}
