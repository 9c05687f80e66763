import type { AccountEmail } from '@portal/domain/account-lifecycle';
import type { EmailTemplate, Language } from '#emails/email-layout.ts';

/** What a lifecycle email may say; each template uses what it needs. */
export interface LifecycleEmailValues {
  /** The plan the account is on after the transition. */
  planName: string;
  /** Formatted money, e.g. "$12.50" or "-$3.00". */
  balance: string;
  /** A link into the member's portal that fits the email (the caller picks it). */
  link: string;
  /** The long date the account closes (closing emails), else null. */
  noticeEndsOn: string | null;
  /** What happens to held mail at close (closing emails), else null. */
  heldMail: 'shred' | 'returnToSender' | null;
}

/** The welcome (signup) and termination (billing) emails have templates of their own. */
export type LifecycleEmail = Exclude<AccountEmail, 'registrationComplete' | 'terminated'>;
type HeldMail = LifecycleEmailValues['heldMail'];

/*
 * The closing emails fall back to the terms' wording when the caller has no date or held-mail
 * choice, so a missing value never reaches the member as "null".
 */

const HELD_MAIL_AT_CLOSE: Record<Language, (heldMail: HeldMail, date: string | null) => string> = {
  en: (heldMail, date) => {
    const held = `Any mail we still hold for you ${date ? `on ${date}` : 'then'}`;
    if (heldMail === 'shred') return `${held} will be shredded.`;
    if (heldMail === 'returnToSender') return `${held} will be returned to its sender.`;
    return `${held} will be handled as our terms say.`;
  },
  jp: (heldMail, date) => {
    const held = `${date ? `${date}の時点で` : 'その時点で'}お預かりしている郵便物は、`;
    if (heldMail === 'shred') return `${held}すべて裁断処理いたします。`;
    if (heldMail === 'returnToSender') return `${held}すべて差出人へ返送いたします。`;
    return `${held}利用規約に従って取り扱います。`;
  },
  'zh-CN': (heldMail, date) => {
    const held = `${date ? `${date}时` : '届时'}仍由我们代存的邮件将`;
    if (heldMail === 'shred') return `${held}全部粉碎。`;
    if (heldMail === 'returnToSender') return `${held}全部退回寄件人。`;
    return `${held}按照我们的条款处理。`;
  },
  'zh-TW': (heldMail, date) => {
    const held = `${date ? `${date}時` : '屆時'}仍由我們代存的郵件將`;
    if (heldMail === 'shred') return `${held}全部粉碎。`;
    if (heldMail === 'returnToSender') return `${held}全部退回寄件人。`;
    return `${held}依照我們的條款處理。`;
  },
};

const HELD_MAIL_CLOSED: Record<Language, (heldMail: HeldMail) => string> = {
  en: (heldMail) =>
    heldMail === 'shred'
      ? 'Any mail we still held for you has been shredded.'
      : heldMail === 'returnToSender'
        ? 'Any mail we still held for you has been returned to its sender.'
        : 'Any mail we still held for you has been handled as our terms say.',
  jp: (heldMail) =>
    heldMail === 'shred'
      ? 'お預かりしていた郵便物は、すべて裁断処理いたしました。'
      : heldMail === 'returnToSender'
        ? 'お預かりしていた郵便物は、すべて差出人へ返送いたしました。'
        : 'お預かりしていた郵便物は、利用規約に従って取り扱いました。',
  'zh-CN': (heldMail) =>
    heldMail === 'shred'
      ? '我们代存的邮件已全部粉碎。'
      : heldMail === 'returnToSender'
        ? '我们代存的邮件已全部退回寄件人。'
        : '我们代存的邮件已按照我们的条款处理。',
  'zh-TW': (heldMail) =>
    heldMail === 'shred'
      ? '我們代存的郵件已全部粉碎。'
      : heldMail === 'returnToSender'
        ? '我們代存的郵件已全部退回寄件人。'
        : '我們代存的郵件已依照我們的條款處理。',
};

/**
 * The emails the account lifecycle (decision 072) sends on its transitions, in the member's
 * language. Money comes formatted (`$12.50`), dates as the portal's long date (DD/MM/YYYY).
 */
export const accountLifecycleEmails: Record<LifecycleEmail, EmailTemplate<LifecycleEmailValues>> = {
  planChanged: {
    en: ({ brand, planName, link }) => ({
      subject: `Your ${brand} plan is now ${planName}`,
      blocks: [
        `Your account is now on the ${planName} plan.`,
        // The setup fee is named so a first move to a plan brings no unexplained charge.
        `The pro-rata charge or credit for the rest of this billing period is in your Transactions, with the plan's setup fee if this is your first time on it:`,
        { link },
      ],
    }),
    jp: ({ brand, planName, link }) => ({
      subject: `【${brand}】プランを「${planName}」に変更しました`,
      blocks: [
        `ご利用プランを「${planName}」に変更しました。`,
        `今回の請求期間の残りについては、旧プランとの差額を日割りで精算しています。このプランを初めてご利用の場合は、初期費用も計上されます。明細は取引履歴でご確認いただけます：`,
        { link },
      ],
    }),
    'zh-CN': ({ brand, planName, link }) => ({
      subject: `您的${brand}套餐已变更为${planName}`,
      blocks: [
        `您的账户现已使用${planName}套餐。`,
        `本计费周期剩余天数的差额已按比例扣除或退回余额；如果您是首次使用该套餐，还会收取一次开通费。详情请查看交易记录：`,
        { link },
      ],
    }),
    'zh-TW': ({ brand, planName, link }) => ({
      subject: `您的${brand}方案已變更為${planName}`,
      blocks: [
        `您的帳戶現已使用${planName}方案。`,
        `本計費週期剩餘天數的差額已按比例扣款或退回餘額；如果您是首次使用該方案，還會收取一次開通費。詳情請查看交易紀錄：`,
        { link },
      ],
    }),
  },

  paused: {
    en: ({ brand, link }) => ({
      subject: `Your ${brand} account is on hold`,
      blocks: [
        'Your account is paused. As our terms say, no fees are charged while it is paused.',
        'Mail that arrives is kept for you, unopened and not scanned, until you unpause.',
        'To unpause, choose Unpause in the menu:',
        { link },
      ],
    }),
    jp: ({ brand, link }) => ({
      subject: `【${brand}】アカウントを一時停止しました`,
      blocks: [
        'アカウントを一時停止しました。利用規約のとおり、一時停止中は料金はかかりません。',
        '一時停止中に届いた郵便物は、解除されるまで開封もスキャンもせずにお預かりします。',
        '一時停止を解除するには、メニューの「一時停止を解除」を選んでください：',
        { link },
      ],
    }),
    'zh-CN': ({ brand, link }) => ({
      subject: `您的${brand}账户已暂停`,
      blocks: [
        '您的账户已暂停。根据我们的条款，暂停期间不收取任何费用。',
        '暂停期间到达的邮件会为您保管，在您取消暂停之前不会拆开，也不会扫描。',
        '如需恢复，请在菜单中选择“取消暂停”：',
        { link },
      ],
    }),
    'zh-TW': ({ brand, link }) => ({
      subject: `您的${brand}帳戶已暫停`,
      blocks: [
        '您的帳戶已暫停。依據我們的條款，暫停期間不收取任何費用。',
        '暫停期間送達的郵件會為您保管，在您取消暫停之前不會拆開，也不會掃描。',
        '如需恢復，請在選單中選擇「取消暫停」：',
        { link },
      ],
    }),
  },

  // Unpausing inside a period already paid charges nothing, so the charge is stated conditionally.
  unpaused: {
    en: ({ brand, planName, link }) => ({
      subject: `Your ${brand} account is active again`,
      blocks: [
        `Your account is active again, on the ${planName} plan, and mail that arrives is handled as usual.`,
        'The rest of the current billing period has been charged pro-rata, unless you had already paid for it, and monthly fees resume from your next billing date. Your Transactions show it:',
        { link },
      ],
    }),
    jp: ({ brand, planName, link }) => ({
      subject: `【${brand}】アカウントの一時停止を解除しました`,
      blocks: [
        `一時停止を解除し、アカウントは「${planName}」プランで再び有効になりました。届いた郵便物も通常どおりお取り扱いします。`,
        '今回の請求期間の残り日数分は、お支払い済みの場合を除き日割りでご請求しています。次回の請求日からは月額料金の請求を再開します。明細は取引履歴でご確認いただけます：',
        { link },
      ],
    }),
    'zh-CN': ({ brand, planName, link }) => ({
      subject: `您的${brand}账户已恢复`,
      blocks: [
        `您的账户已恢复使用${planName}套餐，到达的邮件将照常处理。`,
        '本计费周期的剩余天数已按比例收费（如您已付过则不再收取），月费将从下一个计费日起恢复收取。详情请查看交易记录：',
        { link },
      ],
    }),
    'zh-TW': ({ brand, planName, link }) => ({
      subject: `您的${brand}帳戶已恢復`,
      blocks: [
        `您的帳戶已恢復使用${planName}方案，送達的郵件將照常處理。`,
        '本計費週期的剩餘天數已按比例收費（如您已付過則不再收取），月費將從下一個計費日起恢復收取。詳情請查看交易紀錄：',
        { link },
      ],
    }),
  },

  // The 14- and 90-day rules are stated once, plainly, so the later reminders surprise no one.
  locked: {
    en: ({ brand, balance, link }) => ({
      subject: `Your ${brand} balance is below zero`,
      blocks: [
        `Your balance is ${balance}, so your account is locked for now: mail actions and forwarding wait until it is paid. Your mail stays safely with us, and you can still read the scans you already have.`,
        'As our terms say, if the balance is still unpaid after 14 days we stop opening and scanning new mail, and after 90 days the account is closed and the mail we hold is shredded. We will remind you before then.',
        'Make a payment here:',
        { link },
      ],
    }),
    jp: ({ brand, balance, link }) => ({
      subject: `【${brand}】残高がマイナスになりました`,
      blocks: [
        `現在の残高は${balance}のため、アカウントを一時的にロックしています。お支払いが確認できるまで、郵便物の操作と転送はお受けできません。郵便物は引き続き大切にお預かりし、取得済みのスキャンもご覧いただけます。`,
        '利用規約により、未払いが14日間続くと新しい郵便物の開封とスキャンを停止し、90日間続くとアカウントを閉鎖してお預かり中の郵便物を裁断します。それまでに改めてご連絡いたします。',
        'お支払いはこちら：',
        { link },
      ],
    }),
    'zh-CN': ({ brand, balance, link }) => ({
      subject: `您的${brand}余额已低于零`,
      blocks: [
        `您的余额为${balance}，账户暂时被锁定：在付清之前，邮件操作和转寄将暂停。您的邮件仍由我们妥善保管，已有的扫描件也可以照常查看。`,
        '根据我们的条款，如欠费超过14天，我们将停止拆开和扫描新到的邮件；超过90天，账户将被关闭，我们代存的邮件将被粉碎。在此之前我们会再提醒您。',
        '在此付款：',
        { link },
      ],
    }),
    'zh-TW': ({ brand, balance, link }) => ({
      subject: `您的${brand}餘額已低於零`,
      blocks: [
        `您的餘額為${balance}，帳戶暫時被鎖定：在付清之前，郵件操作與轉寄將暫停。您的郵件仍由我們妥善保管，已有的掃描檔也可以照常查看。`,
        '依據我們的條款，如欠費超過14天，我們將停止拆開與掃描新送達的郵件；超過90天，帳戶將被關閉，我們代存的郵件將被粉碎。在此之前我們會再提醒您。',
        '在此付款：',
        { link },
      ],
    }),
  },

  unlocked: {
    en: ({ brand, balance }) => ({
      subject: `Your ${brand} account is unlocked`,
      blocks: [
        `Thank you for your payment. Your balance is ${balance} and your account is unlocked: mail actions, forwarding and scanning all work again.`,
      ],
    }),
    jp: ({ brand, balance }) => ({
      subject: `【${brand}】アカウントのロックを解除しました`,
      blocks: [
        `お支払いありがとうございました。現在の残高は${balance}です。アカウントのロックを解除しましたので、郵便物の操作、転送、スキャンをすべて再びご利用いただけます。`,
      ],
    }),
    'zh-CN': ({ brand, balance }) => ({
      subject: `您的${brand}账户已解除锁定`,
      blocks: [
        `感谢您的付款。您的余额为${balance}，账户已解除锁定：邮件操作、转寄和扫描均已恢复正常。`,
      ],
    }),
    'zh-TW': ({ brand, balance }) => ({
      subject: `您的${brand}帳戶已解除鎖定`,
      blocks: [
        `感謝您的付款。您的餘額為${balance}，帳戶已解除鎖定：郵件操作、轉寄與掃描均已恢復正常。`,
      ],
    }),
  },

  scanningStopped: {
    en: ({ brand, balance, link }) => ({
      subject: `${brand}: new mail is no longer scanned`,
      blocks: [
        `Your balance has been below zero for 14 days and is now ${balance}. New mail is still received and kept for you, but it is no longer opened or scanned.`,
        'If the balance is still unpaid 90 days after it went below zero, the account is closed and the mail we hold is shredded, as our terms say.',
        'Pay the balance and scanning resumes:',
        { link },
      ],
    }),
    jp: ({ brand, balance, link }) => ({
      subject: `【${brand}】新しい郵便物のスキャンを停止しました`,
      blocks: [
        `残高のマイナスが14日間続いています（現在の残高：${balance}）。新しく届いた郵便物は引き続き受け取ってお預かりしますが、開封とスキャンは停止しました。`,
        '利用規約により、残高がマイナスになってから90日を過ぎても未払いの場合は、アカウントを閉鎖してお預かり中の郵便物を裁断します。',
        'お支払いいただくとスキャンを再開します：',
        { link },
      ],
    }),
    'zh-CN': ({ brand, balance, link }) => ({
      subject: `${brand}：新到邮件已停止扫描`,
      blocks: [
        `您的余额已低于零14天，目前为${balance}。新到的邮件我们仍会接收并为您保管，但不再拆开或扫描。`,
        '根据我们的条款，如余额低于零超过90天仍未付清，账户将被关闭，我们代存的邮件将被粉碎。',
        '付清余额后即可恢复扫描：',
        { link },
      ],
    }),
    'zh-TW': ({ brand, balance, link }) => ({
      subject: `${brand}：新送達郵件已停止掃描`,
      blocks: [
        `您的餘額已低於零14天，目前為${balance}。新送達的郵件我們仍會接收並為您保管，但不再拆開或掃描。`,
        '依據我們的條款，如餘額低於零超過90天仍未付清，帳戶將被關閉，我們代存的郵件將被粉碎。',
        '付清餘額後即可恢復掃描：',
        { link },
      ],
    }),
  },

  paymentRequired: {
    en: ({ brand, link }) => ({
      subject: `${brand}: please add a card that works`,
      blocks: [
        'Your saved card was declined three times in a row, so it no longer counts as a way to pay. Until you add one that works, paid work such as opening and scanning starts only when your balance covers it.',
        'Add a working card or top up your balance here:',
        { link },
      ],
    }),
    jp: ({ brand, link }) => ({
      subject: `【${brand}】ご利用可能なカードのご登録をお願いします`,
      blocks: [
        'ご登録のカードで3回続けて決済ができなかったため、このカードをお支払い方法として利用できなくなりました。ご利用可能なカードが登録されるまで、開封・スキャンなどの有料作業は残高が足りる場合にのみお受けします。',
        'ご利用可能なカードの登録、または残高のチャージはこちら：',
        { link },
      ],
    }),
    'zh-CN': ({ brand, link }) => ({
      subject: `${brand}：请添加一张可用的银行卡`,
      blocks: [
        '您保存的银行卡已连续三次扣款失败，因此不再作为付款方式。在您添加可用的银行卡之前，拆开、扫描等收费服务仅在余额足够时才会进行。',
        '请在此添加可用的银行卡或为余额充值：',
        { link },
      ],
    }),
    'zh-TW': ({ brand, link }) => ({
      subject: `${brand}：請新增一張可用的卡片`,
      blocks: [
        '您儲存的卡片已連續三次扣款失敗，因此不再作為付款方式。在您新增可用的卡片之前，拆開、掃描等收費服務僅在餘額足夠時才會進行。',
        '請在此新增可用的卡片或為餘額儲值：',
        { link },
      ],
    }),
  },

  // Giving notice signs the member out everywhere, so the email is where they learn how to undo it.
  closeRequested: {
    en: ({ brand, balance, link, noticeEndsOn, heldMail }) => ({
      subject: noticeEndsOn
        ? `Your ${brand} account closes on ${noticeEndsOn}`
        : `Your notice to close your ${brand} account`,
      blocks: [
        `We have received your notice to close your account. Our terms ask for 30 days' notice, so your account closes ${noticeEndsOn ? `on ${noticeEndsOn}` : 'when it ends'}.`,
        'Until then your account carries on as it is now, service and fees included, and you can still forward, scan or download your mail.',
        HELD_MAIL_AT_CLOSE.en(heldMail, noticeEndsOn),
        `Prepaid credit is non-refundable, but your balance of ${balance} can be used until then.`,
        'Changed your mind? Sign in and choose Withdraw notice in Settings › Close Account:',
        { link },
        'If you did not ask to close your account, withdraw the notice there and change your password straight away.',
      ],
    }),
    jp: ({ brand, balance, link, noticeEndsOn, heldMail }) => ({
      subject: noticeEndsOn
        ? `【${brand}】アカウント閉鎖のお申し出を承りました（${noticeEndsOn}閉鎖）`
        : `【${brand}】アカウント閉鎖のお申し出を承りました`,
      blocks: [
        `アカウント閉鎖のお申し出を承りました。利用規約により30日前のご通知が必要なため、アカウントは${noticeEndsOn ? `${noticeEndsOn}に` : '通知期間の満了時に'}閉鎖となります。`,
        'それまではサービスも料金も現在のまま継続し、郵便物の転送・スキャン・ダウンロードも引き続きご利用いただけます。',
        HELD_MAIL_AT_CLOSE.jp(heldMail, noticeEndsOn),
        `前払いのクレジットは返金できませんが、現在の残高${balance}は閉鎖日までご利用いただけます。`,
        '閉鎖を取りやめる場合は、ログインして「設定 › アカウントの閉鎖」で「通知を取り消す」を選んでください：',
        { link },
        'このお申し出にお心当たりがない場合は、上記の手順で通知を取り下げ、すぐにパスワードを変更してください。',
      ],
    }),
    'zh-CN': ({ brand, balance, link, noticeEndsOn, heldMail }) => ({
      subject: noticeEndsOn
        ? `您的${brand}账户将于${noticeEndsOn}关闭`
        : `我们已收到您关闭${brand}账户的通知`,
      blocks: [
        `我们已收到您关闭账户的通知。根据我们的条款，关闭账户需提前30天通知，因此您的账户将于${noticeEndsOn ?? '通知期满时'}关闭。`,
        '在此之前，您的账户服务和费用均照常进行，您仍可转寄、扫描或下载您的邮件。',
        HELD_MAIL_AT_CLOSE['zh-CN'](heldMail, noticeEndsOn),
        `预付款项不予退还，但您${balance}的余额在此之前仍可使用。`,
        '如果您改变主意，请登录后在“设置 › 关闭账户”中选择“撤回通知”：',
        { link },
        '如果您并未申请关闭账户，请在该处撤回通知，并立即修改密码。',
      ],
    }),
    'zh-TW': ({ brand, balance, link, noticeEndsOn, heldMail }) => ({
      subject: noticeEndsOn
        ? `您的${brand}帳戶將於${noticeEndsOn}關閉`
        : `我們已收到您關閉${brand}帳戶的通知`,
      blocks: [
        `我們已收到您關閉帳戶的通知。依據我們的條款，關閉帳戶需提前30天通知，因此您的帳戶將於${noticeEndsOn ?? '通知期滿時'}關閉。`,
        '在此之前，您的帳戶服務與費用均照常進行，您仍可轉寄、掃描或下載您的郵件。',
        HELD_MAIL_AT_CLOSE['zh-TW'](heldMail, noticeEndsOn),
        `預付款項不予退還，但您${balance}的餘額在此之前仍可使用。`,
        '如果您改變主意，請登入後在「設定 › 關閉帳戶」中選擇「撤回通知」：',
        { link },
        '如果您並未申請關閉帳戶，請在該處撤回通知，並立即變更密碼。',
      ],
    }),
  },

  closeWithdrawn: {
    en: ({ brand, planName }) => ({
      subject: `Your ${brand} account will not close`,
      blocks: [
        `Your notice to close your account has been withdrawn. Your account continues as before, on the ${planName} plan, and nothing is charged for the withdrawal.`,
      ],
    }),
    jp: ({ brand, planName }) => ({
      subject: `【${brand}】アカウント閉鎖の通知を取り下げました`,
      blocks: [
        `アカウント閉鎖の通知を取り下げました。アカウントはこれまでどおり「${planName}」プランでご利用いただけます。取り下げに料金はかかりません。`,
      ],
    }),
    'zh-CN': ({ brand, planName }) => ({
      subject: `您的${brand}账户将不会关闭`,
      blocks: [`您关闭账户的通知已撤回。您的账户将照常使用${planName}套餐，撤回不收取任何费用。`],
    }),
    'zh-TW': ({ brand, planName }) => ({
      subject: `您的${brand}帳戶將不會關閉`,
      blocks: [`您關閉帳戶的通知已撤回。您的帳戶將照常使用${planName}方案，撤回不收取任何費用。`],
    }),
  },

  closed: {
    en: ({ brand, heldMail }) => ({
      subject: `Your ${brand} account is closed`,
      blocks: [
        'Your notice has run out, and your account is closed as of today.',
        HELD_MAIL_CLOSED.en(heldMail),
        `Thank you for using ${brand}.`,
      ],
    }),
    jp: ({ brand, heldMail }) => ({
      subject: `【${brand}】アカウントを閉鎖しました`,
      blocks: [
        '通知期間が満了したため、本日をもってアカウントを閉鎖しました。',
        HELD_MAIL_CLOSED.jp(heldMail),
        `これまで${brand}をご利用いただき、誠にありがとうございました。`,
      ],
    }),
    'zh-CN': ({ brand, heldMail }) => ({
      subject: `您的${brand}账户已关闭`,
      blocks: [
        '您的通知期已满，账户已于今天关闭。',
        HELD_MAIL_CLOSED['zh-CN'](heldMail),
        `感谢您一直以来使用${brand}。`,
      ],
    }),
    'zh-TW': ({ brand, heldMail }) => ({
      subject: `您的${brand}帳戶已關閉`,
      blocks: [
        '您的通知期已滿，帳戶已於今天關閉。',
        HELD_MAIL_CLOSED['zh-TW'](heldMail),
        `感謝您一直以來使用${brand}。`,
      ],
    }),
  },
};
