import { createPortalClient } from '@portal/api-client/client';
import {
  intlTag,
  localeCookie,
  localeFromCookie,
  localeFromLanguages,
  type Locale,
} from '@portal/i18n/locale';
import { BrandTheme } from '@portal/ui/brand-theme';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { StrictMode, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { intlFormats } from '@portal/i18n/formats';
import type { BrandConfig } from '@portal/brand/config';
import { MessageCatalogs } from '#shared/message-catalogs.ts';
import { ApiClientContext } from '#shared/api/api-client.ts';
import { queryKeys } from '#shared/api/query-keys.ts';
import { clearStoredAccount } from '#shared/session.ts';
import { BrandContext } from '#shared/use-brand.ts';
import { LocaleContext } from '#shared/use-locale.ts';
import { createPortalRouter } from '#router/router.tsx';

interface PortalAppProps {
  brand: BrandConfig;
  /** The brand's theme class, made at build time by `createBrandTheme` in a `.css.ts`. */
  themeClass: string;
  /**
   * The language to start in; when not given, the `locale` cookie's, else the first of the
   * browser's languages the portal offers, else the brand default.
   */
  locale?: Locale;
  /** Where the router keeps its location; the browser's address bar unless given. */
  history?: RouterHistory;
}

/** Everything the screens share, made once per app: API client, query cache, texts, router. */
function createServices(brand: BrandConfig, locale: Locale, history: RouterHistory | undefined) {
  let queryClient: Promise<QueryClient> | undefined;
  // React Query loads with the first screen that fetches, not with /Login (DESIGN §7 budget).
  const loadQueryClient = () =>
    (queryClient ??= import('@tanstack/react-query').then(
      ({ QueryClient }) =>
        new QueryClient({
          defaultOptions: {
            // A screen mounting just after its loader fetched does not fetch again.
            queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
          },
        }),
    ));
  const client = createPortalClient({
    baseUrl: window.location.origin,
    webpage: brand.id,
    // §6: a 401 anywhere but the login call means the session is gone.
    onUnauthorized: () => {
      clearStoredAccount();
      void queryClient?.then((cache) => cache.clear());
      void router.navigate({ to: '/Login' });
    },
    // The server's gates refused a call (decision 082): the account changed since the route guard
    // read it (a card stopped working, new terms). Read it again and let the guard route anew.
    onGateClosed: () => {
      void queryClient
        ?.then((cache) => cache.removeQueries({ queryKey: queryKeys.account() }))
        .then(() => router.invalidate());
    },
  });
  const messages = new MessageCatalogs(locale);
  const router = createPortalRouter({ client, loadQueryClient, messages }, history);
  return { client, messages, router };
}

/** The whole portal for one brand: theme, language, data and routes. */
export function PortalApp({ brand, themeClass, locale: initialLocale, history }: PortalAppProps) {
  const [services] = useState(() =>
    createServices(
      brand,
      // The member's choice, kept in the cookie; on a first visit the browser's languages.
      initialLocale ??
        localeFromCookie(
          document.cookie,
          localeFromLanguages(navigator.languages, brand.defaultLanguage),
        ),
      history,
    ),
  );
  const { messages: catalogs } = services;
  const shown = useSyncExternalStore(catalogs.subscribe, catalogs.shown);
  const locale = shown?.locale;
  const localeState = useMemo(
    () =>
      locale && {
        locale,
        setLocale: (next: Locale) => {
          document.cookie = localeCookie(next);
          catalogs.setLocale(next).catch(console.error);
        },
      },
    [locale, catalogs],
  );
  useEffect(() => {
    if (locale) document.documentElement.lang = intlTag(locale);
  }, [locale]);
  if (!shown || !localeState) return null;

  return (
    <IntlProvider
      locale={intlTag(shown.locale)}
      messages={shown.messages}
      formats={intlFormats(shown.locale)}
    >
      <LocaleContext.Provider value={localeState}>
        <BrandContext.Provider value={brand}>
          <ApiClientContext.Provider value={services.client}>
            <BrandTheme themeClass={themeClass}>
              <RouterProvider router={services.router} />
            </BrandTheme>
          </ApiClientContext.Provider>
        </BrandContext.Provider>
      </LocaleContext.Provider>
    </IntlProvider>
  );
}

/** Renders the portal for a brand into the page's #root element: all a brand app's entry point does. */
export function mountPortal(brand: BrandConfig, themeClass: string) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <PortalApp brand={brand} themeClass={themeClass} />
    </StrictMode>,
  );
}
