import { intlTag, LOCALES, type Locale } from '@portal/i18n/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { waitFor } from 'storybook/test';
import * as styles from '#storybook/emails.stories.css.ts';

/**
 * The emails the server sends, as each brand sends them in each language: the files
 * `pnpm --filter @portal/api emails:preview` writes (part of `pnpm gen`, so they are never stale).
 * The server renders them with the ICU message parser, which Storybook leaves out, so they are
 * read here rather than rendered.
 */
interface EmailPreview {
  name: string;
  subject: string;
  html: string;
  text: string;
}

const PREVIEWS = import.meta.glob<EmailPreview[]>('../../../../apps/api/email-previews/*.json', {
  import: 'default',
});

const localeOf = (tag: unknown): Locale =>
  LOCALES.find((locale) => intlTag(locale) === tag) ?? 'en';

async function loadPreview(brandId: unknown, lang: unknown, name: string) {
  const file = Object.keys(PREVIEWS).find((path) =>
    path.endsWith(`/${String(brandId)}.${localeOf(lang)}.json`),
  );
  const load = file ? PREVIEWS[file] : undefined;
  const preview = load && (await load()).find((email) => email.name === name);
  if (!preview) throw new Error(`No preview of ${name} for ${String(brandId)} ${String(lang)}`);
  return preview;
}

/** One email as a mail client shows it: its subject, then its HTML in a frame as tall as it is. */
function EmailFrame({ brandId, lang, name }: { brandId: unknown; lang: unknown; name: string }) {
  const [preview, setPreview] = useState<EmailPreview>();
  const [height, setHeight] = useState<number>();
  useEffect(() => {
    void loadPreview(brandId, lang, name).then(setPreview);
  }, [brandId, lang, name]);
  if (!preview) return null;
  return (
    <main className={styles.page}>
      <h1 className={styles.subject}>{preview.subject}</h1>
      <iframe
        title={preview.subject}
        srcDoc={preview.html}
        data-loaded={height === undefined ? undefined : ''}
        onLoad={(event) => {
          // As tall as the email, again whenever a narrower window makes it wrap taller.
          const page = event.currentTarget.contentDocument?.documentElement;
          if (!page) return;
          new ResizeObserver(() => setHeight(page.scrollHeight)).observe(page);
        }}
        className={styles.frame}
        style={{ height: height ?? 600 }}
      />
    </main>
  );
}

/** A story of one email, in the toolbar's brand and language; it settles once the frame is sized. */
function emailStory(name: string): StoryObj {
  return {
    render: (_args, { globals }) => (
      <EmailFrame
        key={`${String(globals.brand)}:${String(globals.lang)}`}
        brandId={globals.brand}
        lang={globals.lang}
        name={name}
      />
    ),
    play: async ({ canvasElement }) => {
      await waitFor(
        () => {
          if (!canvasElement.querySelector('iframe[data-loaded]')) throw new Error('not loaded');
        },
        { timeout: 10_000 },
      );
    },
  };
}

export default { title: 'Screens/Emails' } satisfies Meta;

export const TaxInvoice = emailStory('card receipt');
export const Welcome = emailStory('welcome');
export const EmailVerification = emailStory('email verification');
export const UnpaidWarning = emailStory('unpaid warning');
