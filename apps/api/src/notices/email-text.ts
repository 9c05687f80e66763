import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { EMAIL_CATALOGS, type EmailMessageId } from '@portal/i18n/emails';
import { intlFormats } from '@portal/i18n/formats';
import { intlTag, type Locale } from '@portal/i18n/locale';
import { escapeHtml } from '#notices/escape-html.ts';

/** A message's arguments: names and codes as strings, money (AUD) and instants (epoch ms) as numbers. */
export type TextValues = Record<string, string | number>;

/** A paragraph for both bodies: plain text, and HTML with its values escaped. */
export interface Paragraph {
  text: string;
  html: string;
}

/** Renders the emails catalog's messages for one member. */
export interface EmailText {
  (id: EmailMessageId, values?: TextValues): Paragraph;
  /** Text with no markup: a subject, an image's alt text, an SMS. */
  plain(id: EmailMessageId, values?: TextValues): string;
}

type Chunks = string[];
const join = (output: string | Chunks) => (Array.isArray(output) ? output.join('') : output);

const cache = createIntlCache();
const intls = new Map<string, IntlShape>();

/**
 * One engine per language and zone, made once: emails are composed while a request is answered
 * (a reset for a known address must take no longer than for an unknown one).
 */
function intlFor(language: Locale, timeZone: string): IntlShape {
  const key = `${language} ${timeZone}`;
  const known = intls.get(key);
  if (known) return known;
  const formats = intlFormats(language);
  const intl = createIntl(
    {
      locale: intlTag(language),
      messages: EMAIL_CATALOGS[language],
      formats: {
        ...formats,
        date: { ...formats.date, calendarDay: { ...formats.date.day, timeZone: 'UTC' } },
      },
      timeZone,
      // A missing id or a bad argument is a bug to find in the tests, never a half-rendered email.
      onError: (error) => {
        throw error;
      },
    },
    cache,
  );
  intls.set(key, intl);
  return intl;
}

/**
 * The catalog's texts in the member's language and time zone, with the brand's name as `{brand}`
 * in every message. Instants (`{at, date, day}`, `{at, time, time}`) show in the member's zone;
 * `calendarDay` shows a billing day, a UTC calendar date (domain calendar), as that same date
 * wherever the member lives. `<b>` marks words the HTML body shows in bold.
 */
export function emailText(language: Locale, timeZone: string, brand: string): EmailText {
  const intl = intlFor(language, timeZone);
  const text = (id: EmailMessageId, values: TextValues = {}) =>
    join(intl.formatMessage({ id }, { brand, ...values, b: (chunks: Chunks) => chunks.join('') }));
  const html = (id: EmailMessageId, values: TextValues = {}) => {
    const escaped = Object.fromEntries(
      Object.entries({ brand, ...values }).map(([name, value]) => [
        name,
        typeof value === 'string' ? escapeHtml(value) : value,
      ]),
    );
    return join(
      intl.formatMessage(
        { id },
        { ...escaped, b: (chunks: Chunks) => `<strong>${chunks.join('')}</strong>` },
      ),
    );
  };
  const render = (id: EmailMessageId, values?: TextValues) => ({
    text: text(id, values),
    html: html(id, values),
  });
  return Object.assign(render, { plain: text });
}
