import type { EmailTemplate } from '#emails/email-layout.ts';

/** The reset link of §2 /ForgotPassword, leading to /ResetPassword?reset=&email=. */
export const passwordResetEmail: EmailTemplate<{ link: string; minutes: number }> = {
  en: ({ brand, link, minutes }) => ({
    subject: `Reset your ${brand} password`,
    blocks: [
      `We received a request to reset the password of your ${brand} account. Choose a new password here:`,
      { link },
      `The link works once and expires in ${minutes} minutes. If you did not ask for this, ignore this email: your password stays as it is.`,
    ],
  }),
  jp: ({ brand, link, minutes }) => ({
    subject: `【${brand}】パスワード再設定のご案内`,
    blocks: [
      `${brand}アカウントのパスワード再設定のリクエストを受け付けました。次のリンクから新しいパスワードを設定してください。`,
      { link },
      `リンクは一度だけ有効で、${minutes}分後に失効します。お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。`,
    ],
  }),
  'zh-CN': ({ brand, link, minutes }) => ({
    subject: `重置您的${brand}密码`,
    blocks: [
      `我们收到了重置您${brand}账户密码的请求。请通过以下链接设置新密码：`,
      { link },
      `该链接仅可使用一次，${minutes}分钟后失效。如果这不是您提出的请求，请忽略此邮件，您的密码不会改变。`,
    ],
  }),
  'zh-TW': ({ brand, link, minutes }) => ({
    subject: `重設您的${brand}密碼`,
    blocks: [
      `我們收到了重設您${brand}帳戶密碼的請求。請透過以下連結設定新密碼：`,
      { link },
      `此連結僅能使用一次，${minutes}分鐘後失效。如果這不是您提出的請求，請忽略此郵件，您的密碼不會變更。`,
    ],
  }),
};
