import { createPortalClient } from '@portal/api-client/client';
import { intlTag, localeCookie, localeFromCookie, type Locale } from '@portal/i18n/locale';
import { loadMessages, type Messages } from '@portal/i18n/messages';
import { BrandTheme } from '@portal/ui/brand-theme';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import type { BrandConfig } from '#brand/brand-config.ts';
import { PortalApiContext } from '#brand/portal-api.ts';
import { clearStoredAccount } from '#brand/session.ts';
import { BrandContext } from '#brand/use-brand.ts';
import { LocaleContext } from '#brand/use-locale.ts';
import { createPortalRouter } from '#router/router.tsx';

interface PortalAppProps {
  brand: BrandConfig;
  /** The language to start in; read from the `locale` cookie when not given. */
  locale?: Locale;
  /** Where the router keeps its location; the browser's address bar unless given. */
  history?: RouterHistory;
}

/** Everything the screens share, made once per app: API client, query cache, router. */
function createServices(brand: BrandConfig, history: RouterHistory | undefined) {
  let queryClient: Promise<QueryClient> | undefined;
  // React Query loads with the first screen that fetches, not with /Login (DESIGN §7 budget).
  const loadQueryClient = () =>
    (queryClient ??= import('@tanstack/react-query').then(
      ({ QueryClient }) =>
        new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
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
  });
  const api = { client };
  const router = createPortalRouter({ api, loadQueryClient }, history);
  return { api, router };
}

/** The whole portal for one brand: theme, language, data and routes. */
export function PortalApp({ brand, locale: initialLocale, history }: PortalAppProps) {
  const [services] = useState(() => createServices(brand, history));
  const [locale, setLocaleState] = useState<Locale>(
    () => initialLocale ?? localeFromCookie(document.cookie, brand.defaultLanguage),
  );
  const localeState = useMemo(
    () => ({
      locale,
      setLocale: (next: Locale) => {
        document.cookie = localeCookie(next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
  const messages = useMessages(locale);
  useEffect(() => {
    document.documentElement.lang = intlTag(locale);
  }, [locale]);
  if (!messages) return null;

  return (
    <IntlProvider locale={intlTag(locale)} messages={messages}>
      <LocaleContext.Provider value={localeState}>
        <BrandContext.Provider value={brand}>
          <PortalApiContext.Provider value={services.api}>
            <BrandTheme highlightColor={brand.highlightColor}>
              <RouterProvider router={services.router} />
            </BrandTheme>
          </PortalApiContext.Provider>
        </BrandContext.Provider>
      </LocaleContext.Provider>
    </IntlProvider>
  );
}

function useMessages(locale: Locale): Messages | null {
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages } | null>(null);
  useEffect(() => {
    let current = true;
    void loadMessages(locale).then((messages) => {
      if (current) setLoaded({ locale, messages });
    });
    return () => {
      current = false;
    };
  }, [locale]);
  // Keep showing the previous language while the next catalog loads, so the page does not blank.
  return loaded?.messages ?? null;
}

/** Renders the portal for a brand into the page's #root element: all a brand app's entry point does. */
export function mountPortal(brand: BrandConfig) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <PortalApp brand={brand} />
    </StrictMode>,
  );
}
