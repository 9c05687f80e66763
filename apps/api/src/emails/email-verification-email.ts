import type { EmailTemplate } from '#emails/email-layout.ts';

/** Confirms the member's email address (§2 /verify?q=). */
export const emailVerificationEmail: EmailTemplate<{ link: string; minutes: number }> = {
  en: ({ brand, link, minutes }) => ({
    subject: `Confirm your email address for ${brand}`,
    blocks: [
      `Please confirm that this is your email address by opening this link:`,
      { link },
      `The link works once and expires in ${minutes} minutes. If it has expired, log in and ask for a new one.`,
    ],
  }),
  jp: ({ brand, link, minutes }) => ({
    subject: `【${brand}】メールアドレスのご確認`,
    blocks: [
      '次のリンクを開いて、メールアドレスの確認を完了してください。',
      { link },
      `リンクは一度だけ有効で、${minutes}分後に失効します。期限が切れた場合は、ログインして確認メールを再送信してください。`,
    ],
  }),
  'zh-CN': ({ brand, link, minutes }) => ({
    subject: `请确认您在${brand}的电子邮件地址`,
    blocks: [
      '请打开以下链接，确认这是您的电子邮件地址：',
      { link },
      `该链接仅可使用一次，${minutes}分钟后失效。如已过期，请登录后重新发送确认邮件。`,
    ],
  }),
  'zh-TW': ({ brand, link, minutes }) => ({
    subject: `請確認您在${brand}的電子郵件地址`,
    blocks: [
      '請開啟以下連結，確認這是您的電子郵件地址：',
      { link },
      `此連結僅能使用一次，${minutes}分鐘後失效。如已過期，請登入後重新寄送確認郵件。`,
    ],
  }),
};
