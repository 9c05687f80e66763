import type { EmailBlock, EmailTemplate, Language } from '#emails/email-layout.ts';

/**
 * The emails that say what arrived (emailActionNotification), in the member's language: one per
 * item, or one a day listing them (seperateAlerts off). Each names the sender, the kind of item and
 * its weight, and quotes the first lines read from its scan, so the member can decide from the email
 * alone whether the item needs them.
 */

/** One arrived item as an email describes it. */
export interface ArrivedItem {
  parcel: boolean;
  /** Who sent it; '' when the envelope did not say. */
  sender: string;
  /** Its weight, formatted for the language (e.g. "28 g"). */
  weight: string;
  /** The first lines of text read from its scan; none when it has no readable text. */
  firstLines: string[];
}

interface Words {
  kind: (parcel: boolean) => string;
  from: (item: ArrivedItem) => string;
  facts: (item: ArrivedItem) => string;
  scanSays: string;
  envelope: string;
  open: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    kind: (parcel) => (parcel ? 'parcel' : 'letter'),
    from: (item) =>
      item.sender
        ? `A ${item.parcel ? 'parcel' : 'letter'} from ${item.sender}`
        : `A ${item.parcel ? 'parcel' : 'letter'}`,
    facts: (item) => `${item.parcel ? 'Parcel' : 'Letter'}, ${item.weight}`,
    scanSays: 'Its scan begins:',
    envelope: 'The envelope as we scanned it',
    open: 'Open it in your inbox:',
  },
  jp: {
    kind: (parcel) => (parcel ? '小包' : '封書'),
    from: (item) =>
      item.sender
        ? `${item.sender}からの${item.parcel ? '小包' : '封書'}`
        : `${item.parcel ? '小包' : '封書'}`,
    facts: (item) => `${item.parcel ? '小包' : '封書'}・${item.weight}`,
    scanSays: 'スキャンの冒頭：',
    envelope: 'スキャンした封筒',
    open: '受信箱で開く：',
  },
  'zh-CN': {
    kind: (parcel) => (parcel ? '包裹' : '信件'),
    from: (item) =>
      item.sender
        ? `来自${item.sender}的${item.parcel ? '包裹' : '信件'}`
        : `一件${item.parcel ? '包裹' : '信件'}`,
    facts: (item) => `${item.parcel ? '包裹' : '信件'}，${item.weight}`,
    scanSays: '扫描件开头：',
    envelope: '我们扫描的信封',
    open: '在收件箱中打开：',
  },
  'zh-TW': {
    kind: (parcel) => (parcel ? '包裹' : '信件'),
    from: (item) =>
      item.sender
        ? `來自${item.sender}的${item.parcel ? '包裹' : '信件'}`
        : `一件${item.parcel ? '包裹' : '信件'}`,
    facts: (item) => `${item.parcel ? '包裹' : '信件'}，${item.weight}`,
    scanSays: '掃描件開頭：',
    envelope: '我們掃描的信封',
    open: '在收件匣中開啟：',
  },
};

/** What the email says of one item: who sent what, its weight, and the first lines of its scan. */
function itemBlocks(language: Language, item: ArrivedItem): string[] {
  const words = WORDS[language];
  const lines = [`${words.from(item)} — ${words.facts(item)}`];
  if (item.firstLines.length > 0) lines.push(`${words.scanSays}\n${item.firstLines.join('\n')}`);
  return lines;
}

/** The envelope thumbnail an email shows, sent with it as an image attachment. */
export const THUMBNAIL = { cid: 'envelope-thumbnail', filename: 'envelope.png', width: 320 };

interface NewItemValues {
  item: ArrivedItem;
  /** The envelope thumbnail is attached (includePdf). */
  thumbnail: boolean;
  link: string;
}

function newItemEmail(
  language: Language,
  subject: (item: ArrivedItem, brand: string) => string,
): (values: NewItemValues & { brand: string }) => { subject: string; blocks: EmailBlock[] } {
  return ({ brand, item, thumbnail, link }) => ({
    subject: subject(item, brand),
    blocks: [
      ...itemBlocks(language, item),
      ...(thumbnail
        ? [{ image: { cid: THUMBNAIL.cid, alt: WORDS[language].envelope, width: THUMBNAIL.width } }]
        : []),
      WORDS[language].open,
      { link },
    ],
  });
}

/** A new item arrived: its own email (seperateAlerts on). */
export const newItemArrivedEmail: EmailTemplate<NewItemValues> = {
  en: newItemEmail('en', (item) =>
    item.sender
      ? `New ${WORDS.en.kind(item.parcel)} from ${item.sender}`
      : `A new ${WORDS.en.kind(item.parcel)} has arrived`,
  ),
  jp: newItemEmail('jp', (item, brand) =>
    item.sender
      ? `【${brand}】${item.sender}から${WORDS.jp.kind(item.parcel)}が届きました`
      : `【${brand}】${WORDS.jp.kind(item.parcel)}が届きました`,
  ),
  'zh-CN': newItemEmail('zh-CN', (item) =>
    item.sender
      ? `您收到了来自${item.sender}的${WORDS['zh-CN'].kind(item.parcel)}`
      : `您收到了一件${WORDS['zh-CN'].kind(item.parcel)}`,
  ),
  'zh-TW': newItemEmail('zh-TW', (item) =>
    item.sender
      ? `您收到了來自${item.sender}的${WORDS['zh-TW'].kind(item.parcel)}`
      : `您收到了一件${WORDS['zh-TW'].kind(item.parcel)}`,
  ),
};

interface DigestValues {
  items: ArrivedItem[];
  link: string;
}

const DIGEST: Record<
  Language,
  { subject: (count: number, brand: string) => string; intro: (count: number) => string }
> = {
  en: {
    subject: (count) => `${count} new ${count === 1 ? 'item' : 'items'} in your mailbox today`,
    intro: (count) =>
      `${count === 1 ? 'This item' : `These ${count} items`} arrived for you since our last email:`,
  },
  jp: {
    subject: (count, brand) => `【${brand}】本日${count}件の郵便物が届きました`,
    intro: (count) => `前回のお知らせ以降、${count}件の郵便物が届きました。`,
  },
  'zh-CN': {
    subject: (count) => `今天您的邮箱收到了${count}件新邮件`,
    intro: (count) => `自上次通知以来，您收到了${count}件邮件：`,
  },
  'zh-TW': {
    subject: (count) => `今天您的郵箱收到了${count}件新郵件`,
    intro: (count) => `自上次通知以來，您收到了${count}件郵件：`,
  },
};

function digestEmail(language: Language) {
  return ({ brand, items, link }: DigestValues & { brand: string }) => ({
    subject: DIGEST[language].subject(items.length, brand),
    blocks: [
      DIGEST[language].intro(items.length),
      ...items.map((item, index) => `${index + 1}. ${itemBlocks(language, item).join('\n')}`),
      WORDS[language].open,
      { link },
    ],
  });
}

/** The day's items in one email (seperateAlerts off). */
export const mailDigestEmail: EmailTemplate<DigestValues> = {
  en: digestEmail('en'),
  jp: digestEmail('jp'),
  'zh-CN': digestEmail('zh-CN'),
  'zh-TW': digestEmail('zh-TW'),
};
