import type { Selectable } from 'kysely';
import type { Brand } from '#brands/brand-registry.ts';
import type { AccountsTable } from '#db/tables.ts';
import { escapeHtml } from '#emails/escape-html.ts';
import type { EmailMessage } from '#providers/messages.ts';

export type Language = Selectable<AccountsTable>['language'];

/**
 * One block of an email: a paragraph of text, a link on its own line, a code to type, or an image
 * sent with the email (an attachment the HTML names by `cid`; the plain text gives its `alt`).
 */
export type EmailBlock =
  | string
  | { link: string }
  | { code: string }
  | { image: { cid: string; alt: string; width: number } };

export interface EmailContent {
  subject: string;
  blocks: EmailBlock[];
}

/** A template: the same email in each of the member's languages. */
export type EmailTemplate<Values> = Record<
  Language,
  (values: Values & { brand: string }) => EmailContent
>;

export interface Recipient {
  email: string;
  firstName: string;
  language: Language;
}

export const recipientOf = (
  account: Pick<Selectable<AccountsTable>, 'email' | 'first_name' | 'language'>,
): Recipient => ({
  email: account.email,
  firstName: account.first_name,
  language: account.language,
});

const GREETING: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  jp: (name) => `${name} 様`,
  'zh-CN': (name) => `${name}，您好：`,
  'zh-TW': (name) => `${name}，您好：`,
};

const SIGN_OFF: Record<Language, (brand: string) => string> = {
  en: (brand) => `The ${brand} team`,
  jp: (brand) => `${brand} サポートチーム`,
  'zh-CN': (brand) => `${brand} 团队`,
  'zh-TW': (brand) => `${brand} 團隊`,
};

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
  const { subject, blocks } = template[to.language]({ ...values, brand: brand.webpageName });
  const all: EmailBlock[] = [
    GREETING[to.language](to.firstName),
    ...blocks,
    SIGN_OFF[to.language](brand.webpageName),
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
  if ('image' in block) return `[${block.image.alt}]`;
  return 'link' in block ? block.link : block.code;
}

function blockHtml(block: EmailBlock): string {
  if (typeof block === 'string') return `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`;
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
