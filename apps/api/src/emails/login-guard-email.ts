import type { EmailTemplate } from '#emails/email-layout.ts';

/** The login guard (§2 /LoginGuard, /authorise): a code for the login form, or a link instead. */
export const loginGuardEmail: EmailTemplate<{ code: string; link: string; minutes: number }> = {
  en: ({ brand, code, link, minutes }) => ({
    subject: `Your ${brand} login code`,
    blocks: [
      `Someone, hopefully you, is logging in to ${brand} from a browser we do not recognise. To continue, enter this code on the login page:`,
      { code },
      'Or authorise that browser by opening this link in it:',
      { link },
      `The code and the link work once and expire in ${minutes} minutes. If this was not you, change your password straight away.`,
    ],
  }),
  jp: ({ brand, code, link, minutes }) => ({
    subject: `【${brand}】ログイン認証コードのお知らせ`,
    blocks: [
      `ご利用履歴のないブラウザから${brand}へのログインがありました。ログインを続けるには、ログイン画面で次のコードを入力してください。`,
      { code },
      'または、そのブラウザで次のリンクを開いて承認することもできます。',
      { link },
      `コードとリンクは一度だけ有効で、${minutes}分後に失効します。お心当たりがない場合は、すぐにパスワードを変更してください。`,
    ],
  }),
  'zh-CN': ({ brand, code, link, minutes }) => ({
    subject: `您的${brand}登录验证码`,
    blocks: [
      `有人（希望是您本人）正在从一个未识别的浏览器登录${brand}。如需继续，请在登录页面输入以下验证码：`,
      { code },
      '您也可以在该浏览器中打开以下链接来授权：',
      { link },
      `验证码和链接仅可使用一次，${minutes}分钟后失效。如果这不是您本人的操作，请立即修改密码。`,
    ],
  }),
  'zh-TW': ({ brand, code, link, minutes }) => ({
    subject: `您的${brand}登入驗證碼`,
    blocks: [
      `有人（希望是您本人）正從一個無法識別的瀏覽器登入${brand}。如要繼續，請在登入頁面輸入以下驗證碼：`,
      { code },
      '您也可以在該瀏覽器中開啟以下連結來授權：',
      { link },
      `驗證碼和連結僅能使用一次，${minutes}分鐘後失效。如果這不是您本人的操作，請立即變更密碼。`,
    ],
  }),
};
