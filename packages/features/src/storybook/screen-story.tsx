import type { BrandConfig } from '@portal/brand/config';
import { intlTag, LOCALES, type Locale } from '@portal/i18n/locale';
import type { StoryObj } from '@storybook/react-vite';
import { STORYBOOK_BRANDS } from '@portal/ui/storybook-brands';
import { themeOf } from '@portal/ui/storybook-preview';
import { createMemoryHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { PortalApp } from '#app/portal-app.tsx';
import { clearStoredAccount, storeAccount, type Account } from '#shared/session.ts';
import { http } from '#storybook/api-handlers.ts';
import { screenSettled } from '#storybook/play.ts';

declare global {
  /** The brand a screen story shows; the brand flags read it in Storybook (.storybook/main.ts). */
  var __PORTAL_STORY_BRAND__: BrandConfig;
}

/**
 * A brand as its app would have it, from the toolbar's choice. Every brands/*\/brand.ts satisfies
 * BrandConfig (checked by @portal/brand's test); its logo is served under /brands/<id>/ here.
 */
function storyBrand(id: unknown): BrandConfig {
  const brand = (STORYBOOK_BRANDS.find((candidate) => candidate.id === id) ??
    STORYBOOK_BRANDS[0]) as unknown as BrandConfig;
  return { ...brand, logo: `brands/${brand.id}${brand.logo}` };
}

/** The toolbar's language is an HTML lang tag (`ja`); the portal's locales are the spec's (`jp`). */
const localeOf = (tag: unknown): Locale =>
  LOCALES.find((locale) => intlTag(locale) === tag) ?? 'en';

interface PortalScreenProps {
  path: string;
  signedInAs: Account | undefined;
  setUp: (() => void) | undefined;
  brandId: unknown;
  lang: unknown;
}

/** The whole portal at one address, for the toolbar's brand and language. */
function PortalScreen({ path, signedInAs, setUp, brandId, lang }: PortalScreenProps) {
  const brand = storyBrand(brandId);
  const locale = localeOf(lang);
  // Set before the first render of this brand's app, which reads both.
  const [history] = useState(() => {
    globalThis.__PORTAL_STORY_BRAND__ = brand;
    if (signedInAs) storeAccount({ ...signedInAs, language: locale });
    else clearStoredAccount();
    setUp?.();
    return createMemoryHistory({ initialEntries: [path] });
  });
  return (
    <PortalApp brand={brand} themeClass={themeOf(brand.id)} locale={locale} history={history} />
  );
}

interface ScreenStoryOptions {
  /** The browser's stored account, which GET account then answers with too. */
  signedInAs?: Account;
  /** A story of a loading state: it settles when the spinner shows. */
  loading?: boolean;
  /** Runs before the app starts: what the browser kept that the screen resumes from. */
  setUp?: () => void;
}

/**
 * A screen story: the real PortalApp at `path`, its /api answered by the story's MSW handlers. It
 * finishes once the screen has settled, so a screenshot never catches it half-loaded. Changing
 * brand or language in the toolbar starts the app afresh in that brand and language.
 */
export function screenStory(
  path: string,
  { signedInAs, loading = false, setUp }: ScreenStoryOptions = {},
): StoryObj {
  return {
    // The session answers for the stored account: the same member, from the server's side.
    ...(signedInAs && {
      parameters: {
        msw: {
          handlers: {
            account: http.post('/api/account/GetAccount', ({ response }) =>
              response(200).json(signedInAs),
            ),
          },
        },
      },
    }),
    play: ({ canvasElement }) => screenSettled(canvasElement, { loading }),
    render: (_args, { globals }) => (
      <PortalScreen
        key={`${String(globals.brand)}:${String(globals.lang)}`}
        path={path}
        signedInAs={signedInAs}
        setUp={setUp}
        brandId={globals.brand}
        lang={globals.lang}
      />
    ),
  };
}
