import type { EmailTemplate } from '#emails/email-layout.ts';

/**
 * The emails a billing run sends, in the member's language. Amounts come formatted as `$12.40` and
 * dates as DD/MM/YYYY (§9); each links to the settings page where the member can pay.
 */

interface Pay {
  link: string;
}

/** Prepaid credit about to expire (§9: members are told 30 days before). */
export const creditExpiringEmail: EmailTemplate<Pay & { amount: string; date: string }> = {
  en: ({ brand, amount, date, link }) => ({
    subject: `${amount} of your ${brand} credit expires on ${date}`,
    blocks: [
      `Prepaid credit expires 12 months after purchase. ${amount} of credit you bought will expire on ${date} unless it is used by then.`,
      `Your transactions are here:`,
      { link },
    ],
  }),
  jp: ({ brand, amount, date, link }) => ({
    subject: `【${brand}】${amount}のクレジットが${date}に失効します`,
    blocks: [
      `前払いクレジットの有効期限はご購入から12か月です。ご購入いただいたクレジットのうち${amount}は、${date}までにご利用がない場合失効します。`,
      `お取引履歴はこちら：`,
      { link },
    ],
  }),
  'zh-CN': ({ brand, amount, date, link }) => ({
    subject: `您在${brand}的${amount}预付余额将于${date}过期`,
    blocks: [
      `预付余额自购买起12个月后过期。您购买的余额中有${amount}若在${date}前未使用将会过期。`,
      `您的交易记录：`,
      { link },
    ],
  }),
  'zh-TW': ({ brand, amount, date, link }) => ({
    subject: `您在${brand}的${amount}預付餘額將於${date}到期`,
    blocks: [
      `預付餘額自購買起12個月後到期。您購買的餘額中有${amount}若在${date}前未使用將會到期。`,
      `您的交易紀錄：`,
      { link },
    ],
  }),
};

/** The balance has been below zero for `days` days (warnings at 7, 30, 60 and 83 days, §9). */
export const unpaidWarningEmail: EmailTemplate<
  Pay & { days: number; balance: string; amount: string; scanningStops: string; closes: string }
> = {
  en: ({ brand, days, balance, amount, scanningStops, closes, link }) => ({
    subject: `Your ${brand} account has been unpaid for ${days} days`,
    blocks: [
      `Your balance is ${balance} and your account is locked: mail actions and forwarding wait until you pay at least ${amount}.`,
      days < 15
        ? `If it is still unpaid, scanning stops on ${scanningStops}, and on ${closes} the account is closed and the mail we hold for you is shredded.`
        : `Scanning has stopped. If it is still unpaid on ${closes}, the account is closed and the mail we hold for you is shredded.`,
      `Make a payment here:`,
      { link },
    ],
  }),
  jp: ({ brand, days, balance, amount, scanningStops, closes, link }) => ({
    subject: `【${brand}】お支払いが${days}日間確認できていません`,
    blocks: [
      `残高は${balance}で、アカウントはロックされています。${amount}以上お支払いいただくまで、郵便物の操作と転送はお受けできません。`,
      days < 15
        ? `未払いのままの場合、${scanningStops}にスキャンを停止し、${closes}にアカウントを閉鎖してお預かり中の郵便物を裁断します。`
        : `スキャンは停止しています。${closes}までにお支払いがない場合、アカウントを閉鎖してお預かり中の郵便物を裁断します。`,
      `お支払いはこちら：`,
      { link },
    ],
  }),
  'zh-CN': ({ brand, days, balance, amount, scanningStops, closes, link }) => ({
    subject: `您的${brand}账户已欠费${days}天`,
    blocks: [
      `您的余额为${balance}，账户已被锁定：在您支付至少${amount}之前，邮件操作和转寄将暂停。`,
      days < 15
        ? `如仍未付款，扫描将于${scanningStops}停止，账户将于${closes}关闭，我们代存的邮件将被粉碎。`
        : `扫描已停止。如到${closes}仍未付款，账户将被关闭，我们代存的邮件将被粉碎。`,
      `在此付款：`,
      { link },
    ],
  }),
  'zh-TW': ({ brand, days, balance, amount, scanningStops, closes, link }) => ({
    subject: `您的${brand}帳戶已欠費${days}天`,
    blocks: [
      `您的餘額為${balance}，帳戶已被鎖定：在您支付至少${amount}之前，郵件操作與轉寄將暫停。`,
      days < 15
        ? `如仍未付款，掃描將於${scanningStops}停止，帳戶將於${closes}關閉，我們代存的郵件將被銷毀。`
        : `掃描已停止。如到${closes}仍未付款，帳戶將被關閉，我們代存的郵件將被銷毀。`,
      `在此付款：`,
      { link },
    ],
  }),
};

/** The account was closed after more than 90 days below zero, its stored mail shredded (§9). */
export const terminatedEmail: EmailTemplate<{ days: number; balance: string }> = {
  en: ({ brand, days, balance }) => ({
    subject: `Your ${brand} account has been closed`,
    blocks: [
      `Your account had been unpaid for ${days} days, with a balance of ${balance}. As our terms say, it has now been closed and the mail we held for you has been shredded.`,
    ],
  }),
  jp: ({ brand, days, balance }) => ({
    subject: `【${brand}】アカウントを閉鎖しました`,
    blocks: [
      `アカウントは${days}日間未払い（残高${balance}）となっていました。利用規約に基づき、アカウントを閉鎖し、お預かりしていた郵便物を裁断しました。`,
    ],
  }),
  'zh-CN': ({ brand, days, balance }) => ({
    subject: `您的${brand}账户已关闭`,
    blocks: [
      `您的账户已欠费${days}天，余额为${balance}。根据我们的条款，账户现已关闭，我们代存的邮件已被粉碎。`,
    ],
  }),
  'zh-TW': ({ brand, days, balance }) => ({
    subject: `您的${brand}帳戶已關閉`,
    blocks: [
      `您的帳戶已欠費${days}天，餘額為${balance}。依據我們的條款，帳戶現已關閉，我們代存的郵件已被銷毀。`,
    ],
  }),
};

/**
 * The receipt of a payment: a card charge (`last4`) or a PayPal order (`last4` null). An auto
 * top-up says so and names the member's threshold, so no charge arrives unexplained.
 */
export const receiptEmail: EmailTemplate<
  Pay & { amount: string; last4: string | null; balance: string; autoTopUpBelow: string | null }
> = {
  en: ({ brand, amount, last4, balance, autoTopUpBelow, link }) => {
    const paidBy = last4 ? `your card ending ${last4}` : 'PayPal';
    return {
      subject: autoTopUpBelow
        ? `${brand} receipt: auto top-up of ${amount}`
        : `${brand} receipt: payment of ${amount}`,
      blocks: [
        autoTopUpBelow
          ? `Your balance was going below your auto top-up threshold of ${autoTopUpBelow}, so we charged ${amount} to ${paidBy}. Your balance is now ${balance}.`
          : `We received ${amount} from ${paidBy}. Your balance is now ${balance}.`,
        { link },
      ],
    };
  },
  jp: ({ brand, amount, last4, balance, autoTopUpBelow, link }) => {
    const paidBy = last4 ? `末尾${last4}のカード` : 'PayPal';
    return {
      subject: autoTopUpBelow
        ? `【${brand}】自動チャージ${amount}の領収書`
        : `【${brand}】お支払い${amount}の領収書`,
      blocks: [
        autoTopUpBelow
          ? `残高が自動チャージの基準額${autoTopUpBelow}を下回るため、${paidBy}に${amount}を請求しました。現在の残高は${balance}です。`
          : `${paidBy}より${amount}のお支払いを受け付けました。現在の残高は${balance}です。`,
        { link },
      ],
    };
  },
  'zh-CN': ({ brand, amount, last4, balance, autoTopUpBelow, link }) => {
    const paidBy = last4 ? `尾号${last4}的卡` : 'PayPal';
    return {
      subject: autoTopUpBelow ? `${brand}收据：自动充值${amount}` : `${brand}收据：付款${amount}`,
      blocks: [
        autoTopUpBelow
          ? `您的余额即将低于您设定的自动充值门槛${autoTopUpBelow}，我们已从${paidBy}扣款${amount}。您当前的余额为${balance}。`
          : `我们已收到您通过${paidBy}支付的${amount}。您当前的余额为${balance}。`,
        { link },
      ],
    };
  },
  'zh-TW': ({ brand, amount, last4, balance, autoTopUpBelow, link }) => {
    const paidBy = last4 ? `末四碼${last4}的卡片` : 'PayPal';
    return {
      subject: autoTopUpBelow ? `${brand}收據：自動儲值${amount}` : `${brand}收據：付款${amount}`,
      blocks: [
        autoTopUpBelow
          ? `您的餘額即將低於您設定的自動儲值門檻${autoTopUpBelow}，我們已從${paidBy}扣款${amount}。您目前的餘額為${balance}。`
          : `我們已收到您透過${paidBy}支付的${amount}。您目前的餘額為${balance}。`,
        { link },
      ],
    };
  },
};

/** Auto top-up failed: what the card said, and whether we try again. */
export const autoTopUpFailedEmail: EmailTemplate<
  Pay & { amount: string; reason: string; retrying: boolean }
> = {
  en: ({ brand, amount, reason, retrying, link }) => ({
    subject: `${brand}: your auto top-up of ${amount} did not go through`,
    blocks: [
      `We could not charge your card: ${reason}`,
      retrying
        ? `We will try again over the next hours. To avoid your account being locked, update your card or make a manual payment:`
        : `We have stopped trying. Please update your card or make a manual payment:`,
      { link },
    ],
  }),
  jp: ({ brand, amount, reason, retrying, link }) => ({
    subject: `【${brand}】自動チャージ${amount}ができませんでした`,
    blocks: [
      `カードへの請求ができませんでした：${reason}`,
      retrying
        ? `数時間のうちに再度お試しします。アカウントのロックを避けるため、カード情報の更新または手動でのお支払いをお願いします：`
        : `再試行を終了しました。カード情報の更新または手動でのお支払いをお願いします：`,
      { link },
    ],
  }),
  'zh-CN': ({ brand, amount, reason, retrying, link }) => ({
    subject: `${brand}：您的自动充值${amount}未成功`,
    blocks: [
      `我们无法从您的卡扣款：${reason}`,
      retrying
        ? `我们会在接下来几小时内重试。为避免账户被锁定，请更新银行卡或手动付款：`
        : `我们已停止重试。请更新银行卡或手动付款：`,
      { link },
    ],
  }),
  'zh-TW': ({ brand, amount, reason, retrying, link }) => ({
    subject: `${brand}：您的自動儲值${amount}未成功`,
    blocks: [
      `我們無法從您的卡片扣款：${reason}`,
      retrying
        ? `我們會在接下來幾小時內重試。為避免帳戶被鎖定，請更新卡片或手動付款：`
        : `我們已停止重試。請更新卡片或手動付款：`,
      { link },
    ],
  }),
};
