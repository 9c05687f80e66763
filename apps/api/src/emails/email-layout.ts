import type { Selectable } from 'kysely';
import type { Brand } from '#brands/brand-registry.ts';
import type { AccountsTable } from '#db/tables.ts';
import { emailText, type EmailText, type Paragraph } from '#emails/email-text.ts';
import { escapeHtml } from '#emails/escape-html.ts';
import type { EmailMessage } from '#providers/messages.ts';

export type Language = Selectable<AccountsTable>['language'];

/**
 * One block of an email: a catalog paragraph, a line of the member's own data (an address, a
 * scan's first lines), a link on its own line, a code to type, or an image sent with the email (an
 * attachment the HTML names by `cid`; the plain text gives its `alt`).
 */
export type EmailBlock =
  | Paragraph
  | string
  | { link: string }
  | { code: string }
  | { image: { cid: string; alt: string; width: number } };

export interface EmailContent {
  subject: string;
  blocks: EmailBlock[];
}

/** A template: the email rendered from the catalogs, in whatever language `t` speaks. */
export type EmailTemplate<Values> = (t: EmailText, values: Values) => EmailContent;

export interface Recipient {
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  /** The IANA zone the member reads dates and times in. */
  timeZone: string;
}

export const recipientOf = (
  account: Pick<
    Selectable<AccountsTable>,
    'email' | 'first_name' | 'last_name' | 'language' | 'time_zone'
  >,
): Recipient => ({
  email: account.email,
  firstName: account.first_name,
  lastName: account.last_name,
  language: account.language,
  timeZone: account.time_zone,
});

/** The `lang` attribute: the portal's `jp` is `ja` to browsers and mail clients. */
const HTML_LANG: Record<Language, string> = {
  en: 'en',
  jp: 'ja',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
};

/**
 * A branded email in the member's language, as plain text and simple HTML, with its links listed
 * for the development outbox.
 */
export function composeEmail<Values>(
  brand: Brand,
  to: Recipient,
  template: EmailTemplate<Values>,
  values: Values,
): EmailMessage {
  const t = emailText(to.language, to.timeZone, brand.webpageName);
  const { subject, blocks } = template(t, values);
  const all: EmailBlock[] = [
    // Each language's own custom picks the name: Japanese greets the family name with 様.
    t('email.greeting', { firstName: to.firstName, lastName: to.lastName }),
    ...blocks,
    t('email.signOff'),
  ];
  return {
    webpage: brand.id,
    to: to.email,
    subject,
    text: all.map(blockText).join('\n\n'),
    // A whole document (head, charset, title), as the email lint in the tests asks: mail clients
    // that show the HTML as a page read the charset and title from it.
    html: `<!DOCTYPE html><html lang="${HTML_LANG[to.language]}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="font-family:sans-serif;line-height:1.5">${all.map(blockHtml).join('')}</body></html>`,
    links: all.flatMap((block) =>
      typeof block === 'object' && 'link' in block ? [block.link] : [],
    ),
  };
}

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('text' in block) return block.text;
  if ('image' in block) return `[${block.image.alt}]`;
  return 'link' in block ? block.link : block.code;
}

function blockHtml(block: EmailBlock): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`;
  if ('html' in block) return `<p>${block.html.replaceAll('\n', '<br>')}</p>`;
  if ('link' in block) {
    const href = escapeHtml(block.link);
    return `<p><a href="${href}">${href}</a></p>`;
  }
  if ('image' in block) {
    const { cid, alt, width } = block.image;
    return `<p><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${width}" style="max-width:100%;height:auto;border:1px solid #cccccc"></p>`;
  }
  return `<p style="font-size:1.5em;letter-spacing:0.2em"><strong>${escapeHtml(block.code)}</strong></p>`;
}
