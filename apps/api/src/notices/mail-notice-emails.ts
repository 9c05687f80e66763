import type { EmailTemplate } from '#notices/email-layout.ts';
import type { EmailText, Paragraph } from '#notices/email-text.ts';
import { escapeHtml } from '#notices/escape-html.ts';

/**
 * The emails that say what arrived (emailActionNotification), from the emails catalog in the
 * member's language: one per item, or one a day listing them (seperateAlerts off). Each names the
 * sender, the kind of item, its weight and when it arrived in the member's time zone, and quotes
 * the first lines read from its scan, so the member can decide from the email alone whether the
 * item needs them.
 */

/** One arrived item as an email describes it. */
export interface ArrivedItem {
  parcel: boolean;
  /** Who sent it; '' when the envelope did not say. */
  sender: string;
  grams: number;
  /** When it was received, in epoch ms. */
  receivedAt: number;
  /** The first lines of text read from its scan; none when it has no readable text. */
  firstLines: string[];
}

const kind = (item: ArrivedItem) => ({ parcel: item.parcel ? 'yes' : 'no' });

/**
 * What the email says of one item, as one paragraph: who sent what, its weight and arrival, and
 * its scan's first lines; numbered in a digest.
 */
function itemParagraph(t: EmailText, item: ArrivedItem, number?: number): Paragraph {
  const facts = { ...kind(item), grams: item.grams, receivedAt: item.receivedAt };
  const lines: Paragraph[] = [
    item.sender
      ? t('email.item.from', { ...facts, sender: item.sender })
      : t('email.item.fromNoSender', facts),
  ];
  if (item.firstLines.length > 0) {
    lines.push(
      t('email.item.scanSays'),
      ...item.firstLines.map((line) => ({ text: line, html: escapeHtml(line) })),
    );
  }
  const prefix = number === undefined ? '' : `${number}. `;
  return {
    text: prefix + lines.map((line) => line.text).join('\n'),
    html: prefix + lines.map((line) => line.html).join('\n'),
  };
}

/** The envelope thumbnail an email shows, sent with it as an image attachment. */
export const THUMBNAIL = { cid: 'envelope-thumbnail', filename: 'envelope.png', width: 320 };

interface NewItemValues {
  item: ArrivedItem;
  /** The envelope thumbnail is attached (includePdf). */
  thumbnail: boolean;
  link: string;
}

/** A new item arrived: its own email (seperateAlerts on). */
export const newItemArrivedEmail: EmailTemplate<NewItemValues> = (
  t,
  { item, thumbnail, link },
) => ({
  subject: item.sender
    ? t.plain('email.item.newSubject', { ...kind(item), sender: item.sender })
    : t.plain('email.item.newSubjectNoSender', kind(item)),
  blocks: [
    itemParagraph(t, item),
    ...(thumbnail
      ? [
          {
            image: {
              cid: THUMBNAIL.cid,
              alt: t.plain('email.item.envelope'),
              width: THUMBNAIL.width,
            },
          },
        ]
      : []),
    t('email.item.open'),
    { link },
  ],
});

interface DigestValues {
  items: ArrivedItem[];
  /** How many items wait in Action Required (decision 103); none is not mentioned. */
  actionRequired: number;
  link: string;
}

/** The day's items in one email (seperateAlerts off), numbered. */
export const mailDigestEmail: EmailTemplate<DigestValues> = (
  t,
  { items, actionRequired, link },
) => ({
  subject: t.plain('email.digest.subject', { count: items.length }),
  blocks: [
    t('email.digest.intro', { count: items.length }),
    ...items.map((item, index) => itemParagraph(t, item, index + 1)),
    ...(actionRequired > 0 ? [t('email.digest.actionRequired', { count: actionRequired })] : []),
    t('email.item.open'),
    { link },
  ],
});
