import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '#shared/api/api-client.ts';

/** POST /api/Account/SendResetPassword?email=: emails a reset link (the answer never says whether the address is known). */
export function useSendResetLinkMutation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (email: string) => {
      await client.POST('/api/Account/SendResetPassword', { params: { query: { email } } });
      return email;
    },
  });
}

export interface PasswordReset {
  email: string;
  resetCode: string;
  newPassword: string;
}

/** POST /api/Account/ResetPassword: a new password with the emailed code. */
export function useResetPasswordMutation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (reset: PasswordReset) => {
      await client.POST('/api/Account/ResetPassword', { params: { query: { ...reset } } });
    },
  });
}

/**
 * POST /api/Account/UndoEmailChange?q=: the old address's link undoes a sign-in email change and
 * signs every browser out (decision 081); true when it did, false for a wrong, used or old link.
 */
export function useUndoEmailChangeMutation() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (q: string) =>
      (await client.POST('/api/Account/UndoEmailChange', { params: { query: { q } } })).data ===
      true,
  });
}
