import type { BrandConfig } from '@portal/brand/config';
import { emailText, type EmailText, type Paragraph } from '#notices/email-text.ts';
import { escapeHtml } from '#notices/escape-html.ts';
import type { EmailMessage } from '#platform/messages/messages.ts';

/*
 * One email as both bodies, in the brand's layout. Imports nothing of the server's (no brand
 * registry, no database), so Storybook renders the same emails in the browser (email-previews.ts).
 */

export type Language = 'en' | 'jp' | 'zh-CN' | 'zh-TW';

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

/** What the layout shows of the brand: its name and colour, and who it is in the footer. */
export type EmailBrand = Pick<
  BrandConfig,
  'id' | 'webpageName' | 'highlightColor' | 'email' | 'business'
>;

/** The `lang` attribute: the portal's `jp` is `ja` to browsers and mail clients. */
const HTML_LANG: Record<Language, string> = {
  en: 'en',
  jp: 'ja',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
};

/** Colours set on every element, so a dark-mode client that inverts them does so evenly. */
const INK = '#1f2933';
const MUTED = '#52606d';
const PAGE = '#f1f3f5';
const CARD = '#ffffff';
const FONT =
  "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,'Helvetica Neue',Arial,'Hiragino Sans','Noto Sans CJK JP','Microsoft YaHei',sans-serif";

/**
 * A branded email in the member's language, as plain text and HTML, with its links listed for the
 * development outbox. `portalUrl` is where the footer sends the member.
 */
export function renderEmail<Values>(
  brand: EmailBrand,
  portalUrl: string,
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
  const footer = [
    t('email.footer.issuer', {
      legalName: brand.business.legalName,
      abn: brand.business.abn,
      address: brand.business.address,
    }),
    t('email.footer.help', { supportEmail: brand.email, portal: portalUrl }),
  ];
  return {
    webpage: brand.id,
    to: to.email,
    subject,
    text: [...all.map(blockText), `--\n${footer.map((line) => line.text).join('\n')}`].join('\n\n'),
    html: documentHtml(brand, to.language, subject, all.map(blockHtml).join(''), footer),
    links: all.flatMap((block) =>
      typeof block === 'object' && 'link' in block ? [block.link] : [],
    ),
  };
}

/**
 * The whole document (head, charset, title, as the email lint asks) in one layout for every email:
 * the brand's name on its highlight colour, the content, and a footer naming the business. Tables
 * and inline styles, 600 pixels at most, since mail clients drop stylesheets and many ignore
 * `max-width` on anything else. The header is the brand's name rather than its logo: the logos
 * are SVG, which Gmail and Outlook do not show.
 */
function documentHtml(
  brand: EmailBrand,
  language: Language,
  subject: string,
  content: string,
  footer: Paragraph[],
): string {
  const table = `role="presentation" style="width:100%;border-collapse:collapse;border-spacing:0"`;
  return [
    `<!DOCTYPE html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background-color:${PAGE};color:${INK};font-family:${escapeHtml(FONT)}">`,
    // One landmark and one heading, as screen readers that show the email as a page expect.
    `<main aria-label="${escapeHtml(subject)}"><table ${table}><tbody><tr><td style="padding:24px 12px;background-color:${PAGE}">`,
    `<table role="presentation" style="width:100%;max-width:600px;margin:0 auto;border-collapse:collapse;border-spacing:0;background-color:${CARD}"><tbody>`,
    `<tr><td style="padding:20px 24px;background-color:${brand.highlightColor}"><h1 style="margin:0;color:#ffffff;font-size:22px;font-weight:bold;line-height:1.3">${escapeHtml(brand.webpageName)}</h1></td></tr>`,
    `<tr><td style="padding:8px 24px 16px;background-color:${CARD};color:${INK};font-size:16px;line-height:1.6">${content}</td></tr>`,
    `<tr><td style="padding:16px 24px;background-color:${PAGE};color:${MUTED};font-size:13px;line-height:1.5">`,
    footer.map((line) => `<p style="margin:0 0 6px">${line.html}</p>`).join(''),
    '</td></tr></tbody></table></td></tr></tbody></table></main></body></html>',
  ].join('');
}

function blockText(block: EmailBlock): string {
  if (typeof block === 'string') return block;
  if ('text' in block) return block.text;
  if ('image' in block) return `[${block.image.alt}]`;
  return 'link' in block ? block.link : block.code;
}

const PARAGRAPH = 'style="margin:16px 0"';

function blockHtml(block: EmailBlock): string {
  if (typeof block === 'string') {
    return `<p ${PARAGRAPH}>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`;
  }
  if ('html' in block) return `<p ${PARAGRAPH}>${block.html.replaceAll('\n', '<br>')}</p>`;
  if ('link' in block) {
    const href = escapeHtml(block.link);
    return `<p ${PARAGRAPH}><a href="${href}" style="color:${INK};word-break:break-all">${href}</a></p>`;
  }
  if ('image' in block) {
    const { cid, alt, width } = block.image;
    return `<p ${PARAGRAPH}><img src="cid:${escapeHtml(cid)}" alt="${escapeHtml(alt)}" width="${width}" style="max-width:100%;height:auto;border:1px solid #cccccc"></p>`;
  }
  return `<p style="margin:16px 0;font-size:1.5em;letter-spacing:0.2em"><strong>${escapeHtml(block.code)}</strong></p>`;
}
