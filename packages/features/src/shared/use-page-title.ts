import { useEffect } from 'react';
import { useBrand } from '#shared/use-brand.ts';

/**
 * Names the page and the brand in the browser tab ("Inbox · Harbour Mail"), in the language shown;
 * a page with no name of its own (the landing page) shows the brand alone.
 */
export function usePageTitle(page: string | null): void {
  const { webpageName } = useBrand();
  useEffect(() => {
    document.title = page ? `${page} · ${webpageName}` : webpageName;
  }, [page, webpageName]);
}
