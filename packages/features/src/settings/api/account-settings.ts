import type { Schema } from '@portal/api-client/types';
import type { AutoAction } from '@portal/domain/auto-action';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberAccount } from '#shared/api/account.ts';
import { useApiClient } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { clearStoredAccount, type Account } from '#shared/session.ts';

export type AccountUpdate = Schema<'AccountUpdate'>;

/** Every settings write that answers the whole account keeps it as the loaded and stored account. */
function useAccountWrite<Input>(write: (input: Input) => Promise<Account | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      const account = await write(input);
      if (!account) throw new Error('The account was not answered');
      return account;
    },
    onSuccess: (account) => rememberAccount(queryClient, account),
  });
}

/** POST /api/Account/UpdateAccount: the contact and billing form (§2 Account). */
export function useUpdateAccount() {
  const client = useApiClient();
  return useAccountWrite(
    async (body: AccountUpdate) => (await client.POST('/api/Account/UpdateAccount', { body })).data,
  );
}

export type NotificationSetting =
  'emailActionNotification' | 'includePdf' | 'quoteScanText' | 'seperateAlerts';

/** §2 Notifications: each switch has its own call (§7; quoting scans, issue 41). */
export function useNotificationSetting() {
  const client = useApiClient();
  return useAccountWrite(async ({ setting, on }: { setting: NotificationSetting; on: boolean }) => {
    if (setting === 'includePdf') {
      return (
        await client.POST('/api/Account/UpdateIncludePdf', {
          params: { query: { include: on } },
        })
      ).data;
    }
    if (setting === 'quoteScanText') {
      return (
        await client.POST('/api/Account/UpdateQuoteScanText', {
          params: { query: { quote: on } },
        })
      ).data;
    }
    if (setting === 'seperateAlerts') {
      return (
        await client.POST('/api/Account/updateSeperateAlerts', {
          params: { query: { sendSeperate: on } },
        })
      ).data;
    }
    return (
      await client.POST('/api/Account/UpdateEmailActionNotificaion', {
        params: { query: { notify: on } },
      })
    ).data;
  });
}

/** POST /api/Account/UpdateAutoAction (§3 autoAction). */
export function useUpdateAutoAction() {
  const client = useApiClient();
  return useAccountWrite(
    async (autoAction: AutoAction) =>
      (
        await client.POST('/api/Account/UpdateAutoAction', {
          params: { query: { autoAction } },
        })
      ).data,
  );
}

/** POST /api/Account/UpdateLoginGuard. */
export function useUpdateLoginGuard() {
  const client = useApiClient();
  return useAccountWrite(
    async (enabled: boolean) =>
      (await client.POST('/api/Account/UpdateLoginGuard', { params: { query: { enabled } } })).data,
  );
}

/**
 * POST /api/Account/ChangePassword: the member's other sessions end on the server, so the session
 * list is fetched again.
 */
export function useChangePassword() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      oldPassword,
      newPassword,
    }: {
      oldPassword: string;
      newPassword: string;
    }) => {
      await client.POST('/api/Account/ChangePassword', {
        params: { query: { oldPassword, newPassword } },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions() }),
  });
}

export type HeldMailAtClose = Schema<'HeldMailAtClose'>;
export type CloseNotice = Schema<'CloseNotice'>;

/**
 * POST /api/Account/CloseAccount?heldMail=: gives the 30 days' notice (§9) and answers when it
 * ends. The server ends every session and the browser forgets the account. The screen leaves for
 * /login first, then drops what was loaded (`useForgetLoaded`), so nothing on the way out asks the
 * server again.
 */
export function useCloseAccount() {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (heldMail: HeldMailAtClose): Promise<CloseNotice> => {
      const { data } = await client.POST('/api/Account/CloseAccount', {
        params: { query: { heldMail } },
      });
      if (!data) throw new Error('CloseAccount answered without a notice');
      return data;
    },
    onSuccess: () => clearStoredAccount(),
  });
}

/** POST /api/Account/WithdrawClose: the notice ends and the answered account replaces the loaded one. */
export function useWithdrawClose() {
  const client = useApiClient();
  return useAccountWrite<void>(async () => (await client.POST('/api/Account/WithdrawClose')).data);
}

/** Drops everything the query cache holds (after the account was closed and the screen left). */
export function useForgetLoaded(): () => void {
  const queryClient = useQueryClient();
  return () => queryClient.clear();
}
