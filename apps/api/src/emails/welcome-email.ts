import type { Selectable } from 'kysely';
import type { EmailTemplate } from '#emails/email-layout.ts';
import type { LocationsTable } from '#db/tables.ts';

/**
 * Sent when the signup wizard completes (§2 /Signup-Complete): the addresses mail can be sent to,
 * each carrying the member's suite code, and the reminder that identity verification comes first.
 */
export const welcomeEmail: EmailTemplate<{ userCode: string; addresses: string[] }> = {
  en: ({ brand, userCode, addresses }) => ({
    subject: `Welcome to ${brand}: your mail addresses`,
    blocks: addresses.length
      ? [
          `Your registration is complete. Have your mail sent to any of these addresses, always with your suite code ${userCode}:`,
          ...addresses,
          'Before you can view or forward the mail you receive, please verify your identity in your account settings.',
        ]
      : [
          `Your registration is complete and your suite code is ${userCode}. Choose the addresses you want to receive mail at in your account settings.`,
        ],
  }),
  jp: ({ brand, userCode, addresses }) => ({
    subject: `【${brand}】ご登録完了と郵便物の送付先住所のお知らせ`,
    blocks: addresses.length
      ? [
          `ご登録が完了しました。郵便物は次のいずれかの住所宛てに、必ず会員番号「${userCode}」を添えてお送りください。`,
          ...addresses,
          '届いた郵便物の閲覧や転送の前に、アカウント設定で本人確認を行ってください。',
        ]
      : [
          `ご登録が完了しました。会員番号は「${userCode}」です。郵便物の受取住所はアカウント設定でお選びください。`,
        ],
  }),
  'zh-CN': ({ brand, userCode, addresses }) => ({
    subject: `欢迎加入${brand}：您的收件地址`,
    blocks: addresses.length
      ? [
          `您的注册已完成。请将邮件寄往以下任一地址，并务必注明您的会员编号 ${userCode}：`,
          ...addresses,
          '在查看或转寄收到的邮件之前，请先在账户设置中完成身份验证。',
        ]
      : [`您的注册已完成，会员编号为 ${userCode}。请在账户设置中选择您的收件地址。`],
  }),
  'zh-TW': ({ brand, userCode, addresses }) => ({
    subject: `歡迎加入${brand}：您的收件地址`,
    blocks: addresses.length
      ? [
          `您的註冊已完成。請將郵件寄往以下任一地址，並務必註明您的會員編號 ${userCode}：`,
          ...addresses,
          '在查看或轉寄收到的郵件之前，請先在帳戶設定中完成身分驗證。',
        ]
      : [`您的註冊已完成，會員編號為 ${userCode}。請在帳戶設定中選擇您的收件地址。`],
  }),
};

/** A mail-receiving address as it is written on an envelope: the suite code on its own line. */
export function mailingAddress(
  name: string,
  userCode: string,
  location: Pick<
    Selectable<LocationsTable>,
    'street' | 'suburb' | 'city' | 'state' | 'postcode' | 'country'
  >,
): string {
  return [
    name,
    `Suite ${userCode}`,
    location.street,
    `${location.suburb || location.city} ${location.state} ${location.postcode}`,
    location.country,
  ].join('\n');
}
