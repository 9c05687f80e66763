import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { STORED_AUTH_KEY, type Account } from '#shared/session.ts';
import {
  alerts,
  folderCounts,
  folders,
  mailItem,
  member,
  plans,
  sandboxPaymentConfig,
} from '#testing/fixtures.ts';
import { PortalApp } from '#app/portal-app.tsx';
import { testBrand } from '#testing/test-brand.ts';
import { labels, nothingRequired } from '#testing/mail-rules-fixtures.ts';
import type { BrandConfig } from '@portal/brand/config';
import type { Locale } from '@portal/i18n/locale';
import { testTheme } from '#testing/test-theme.css.ts';

/** What the fake server answers: a status and a JSON body (omitted for 204; problem fields for 4xx/5xx). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
type Handler = (request: Request) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Fakes the API at fetch: `routes` maps "METHOD /api/Path" to an answer or a handler; anything
 * else answers 404 so a test notices an unexpected call. The server's configuration (the sandbox
 * payment providers) is answered unless a test gives its own. Returns the calls made.
 */
export function fakeApi(given: Record<string, FakeAnswer | Handler>) {
  const routes: Record<string, FakeAnswer | Handler> = {
    'GET /api/Payment/Config': { body: sandboxPaymentConfig },
    ...given,
  };
  const calls: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      calls.push(request.clone());
      const url = new URL(request.url);
      const route = routes[`${request.method} ${url.pathname}`];
      const answer = typeof route === 'function' ? await route(request) : route;
      if (!answer) return problem(404, { code: 'not_found', title: 'not_found' });
      const status = answer.status ?? 200;
      if (status >= 400) {
        const code = status === 401 ? 'unauthorized' : 'failed';
        return problem(status, { code, title: code, ...(answer.body as object | undefined) });
      }
      return status === 204
        ? new Response(null, { status })
        : Response.json(answer.body, { status });
    }),
  );
  return calls;
}

function problem(status: number, fields: object) {
  return new Response(JSON.stringify({ status, ...fields }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });
}

/**
 * Renders the whole portal at a path, as a member's browser would open it, in the test brand or
 * another, in English or the language given.
 */
export function renderPortal(
  path: string,
  {
    signedInAs,
    brand = testBrand,
    locale = 'en',
  }: { signedInAs?: Account; brand?: BrandConfig; locale?: Locale } = {},
) {
  if (signedInAs) localStorage.setItem(STORED_AUTH_KEY, JSON.stringify(signedInAs));
  const history = createMemoryHistory({ initialEntries: [path] });
  const result = render(
    <PortalApp brand={brand} themeClass={testTheme} locale={locale} history={history} />,
  );
  return { ...result, history };
}

/** The page's own notice (role=status), not the toast region the app keeps beside the page. */
export function findNotice(): Promise<HTMLElement> {
  return waitFor(() => within(screen.getByRole('main')).getByRole('status'));
}

/**
 * Fakes what every /Members screen asks for: the account, its alerts (one unread), its folders and
 * their counts, the plans, a folder with `mailItem`, two labels, and nothing in Action Required.
 */
export function fakeMembersApi(overrides: Record<string, unknown> = {}) {
  return fakeApi({
    'POST /api/account/GetAccount': { body: member },
    'GET /api/Alert': { body: alerts },
    'POST /api/Alert': { status: 204 },
    'GET /api/Mail': { body: [mailItem] },
    'GET /api/Folder': { body: folders },
    'GET /api/mail/FolderCounts': { body: folderCounts },
    'GET /api/Plan/GetAll': { body: plans },
    'GET /api/ActionRequired': { body: nothingRequired },
    'GET /api/Labels': { body: labels },
    ...overrides,
  });
}
