import type { EmailTemplate } from '#emails/email-layout.ts';

/*
 * What the member hears when their sign-in email or password changes (issue 33, decision 081).
 * The notices go to the address that was the sign-in email, so an intruder who changed it cannot
 * keep the member from hearing.
 */

/** To the new address of an email change: the link that makes it the sign-in email. */
export const emailChangeVerifyEmail: EmailTemplate<{ link: string; minutes: number }> = {
  en: ({ brand, link, minutes }) => ({
    subject: `Confirm your new ${brand} sign-in email`,
    blocks: [
      `You asked to sign in to ${brand} with this address. Open this link to confirm it:`,
      { link },
      `Until you do, you keep signing in with your old address. The link works once and expires in ${minutes} minutes; if it has expired, ask for the change again in your account settings.`,
    ],
  }),
  jp: ({ brand, link, minutes }) => ({
    subject: `【${brand}】新しいログイン用メールアドレスのご確認`,
    blocks: [
      `${brand}のログイン用メールアドレスをこのアドレスに変更するリクエストを受け付けました。次のリンクを開いて確認を完了してください。`,
      { link },
      `確認が完了するまでは、これまでのメールアドレスでログインしてください。リンクは一度だけ有効で、${minutes}分後に失効します。期限が切れた場合は、アカウント設定から再度変更してください。`,
    ],
  }),
  'zh-CN': ({ brand, link, minutes }) => ({
    subject: `请确认您在${brand}的新登录邮箱`,
    blocks: [
      `您申请使用此地址登录${brand}。请打开以下链接进行确认：`,
      { link },
      `确认之前，请继续使用原邮箱登录。该链接仅可使用一次，${minutes}分钟后失效；如已过期，请在账户设置中重新申请更改。`,
    ],
  }),
  'zh-TW': ({ brand, link, minutes }) => ({
    subject: `請確認您在${brand}的新登入電子郵件`,
    blocks: [
      `您申請使用此地址登入${brand}。請開啟以下連結進行確認：`,
      { link },
      `確認之前，請繼續使用原電子郵件登入。此連結僅能使用一次，${minutes}分鐘後失效；如已過期，請在帳戶設定中重新申請變更。`,
    ],
  }),
};

/** To the old address of an email change, at once: what was asked, and the link that undoes it. */
export const emailChangeNoticeEmail: EmailTemplate<{
  newEmail: string;
  link: string;
  days: number;
}> = {
  en: ({ brand, newEmail, link, days }) => ({
    subject: `Your ${brand} sign-in email is being changed`,
    blocks: [
      `Someone signed in to your ${brand} account asked to change its sign-in email to ${newEmail}. Once that address is confirmed, this one will no longer sign in or receive password resets.`,
      `If this was not you, open this link to undo the change and sign everyone out of your account, then reset your password:`,
      { link },
      `The link works for ${days} days. If you made this change, there is nothing to do.`,
    ],
  }),
  jp: ({ brand, newEmail, link, days }) => ({
    subject: `【${brand}】ログイン用メールアドレス変更のお知らせ`,
    blocks: [
      `${brand}アカウントのログイン用メールアドレスを ${newEmail} に変更するリクエストがありました。新しいアドレスの確認が完了すると、このアドレスではログインやパスワード再設定ができなくなります。`,
      `お心当たりがない場合は、次のリンクを開いて変更を取り消し、すべての端末からログアウトさせたうえで、パスワードを再設定してください。`,
      { link },
      `リンクは${days}日間有効です。ご自身で変更された場合は、対応は不要です。`,
    ],
  }),
  'zh-CN': ({ brand, newEmail, link, days }) => ({
    subject: `您的${brand}登录邮箱正在更改`,
    blocks: [
      `有人登录您的${brand}账户，申请将登录邮箱改为 ${newEmail}。该地址确认后，本邮箱将无法再用于登录或重置密码。`,
      `如果这不是您本人的操作，请打开以下链接撤销更改并让所有设备退出登录，然后重置密码：`,
      { link },
      `该链接${days}天内有效。如果是您本人更改的，无需任何操作。`,
    ],
  }),
  'zh-TW': ({ brand, newEmail, link, days }) => ({
    subject: `您的${brand}登入電子郵件正在變更`,
    blocks: [
      `有人登入您的${brand}帳戶，申請將登入電子郵件改為 ${newEmail}。該地址確認後，此電子郵件將無法再用於登入或重設密碼。`,
      `如果這不是您本人的操作，請開啟以下連結撤銷變更並讓所有裝置登出，然後重設密碼：`,
      { link },
      `此連結${days}天內有效。如果是您本人變更的，無需任何操作。`,
    ],
  }),
};

/** To the sign-in email after ChangePassword or ResetPassword. */
export const passwordChangedEmail: EmailTemplate<{ link: string }> = {
  en: ({ brand, link }) => ({
    subject: `Your ${brand} password was changed`,
    blocks: [
      `The password of your ${brand} account has just been changed.`,
      `If this was not you, reset your password at once with this link, and contact us:`,
      { link },
    ],
  }),
  jp: ({ brand, link }) => ({
    subject: `【${brand}】パスワード変更のお知らせ`,
    blocks: [
      `${brand}アカウントのパスワードが変更されました。`,
      `お心当たりがない場合は、次のリンクからすぐにパスワードを再設定し、サポートまでご連絡ください。`,
      { link },
    ],
  }),
  'zh-CN': ({ brand, link }) => ({
    subject: `您的${brand}密码已更改`,
    blocks: [
      `您的${brand}账户密码刚刚已更改。`,
      `如果这不是您本人的操作，请立即通过以下链接重置密码，并与我们联系：`,
      { link },
    ],
  }),
  'zh-TW': ({ brand, link }) => ({
    subject: `您的${brand}密碼已變更`,
    blocks: [
      `您的${brand}帳戶密碼剛剛已變更。`,
      `如果這不是您本人的操作，請立即透過以下連結重設密碼，並與我們聯絡：`,
      { link },
    ],
  }),
};
