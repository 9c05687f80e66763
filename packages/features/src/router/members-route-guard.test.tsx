import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORED_AUTH_KEY } from '#shared/session.ts';
import { fakeApi, renderPortal } from '#testing/render-portal.tsx';
import { member } from '#testing/fixtures.ts';

const inbox = { 'GET /api/Alert': { body: [] }, 'GET /api/Mail': { body: [] } };

describe('the /Members route guard', () => {
  it('sends a browser without stored auth to /Login, keeping where it was going', async () => {
    const calls = fakeApi({});
    const { history } = renderPortal('/Members/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    expect(history.location.pathname).toBe('/Login');
    expect(history.location.search).toContain('redirect=%2FMembers%2F');
    expect(calls).toHaveLength(0);
  });

  it('loads the missing account and shows the page', async () => {
    const calls = fakeApi({ 'POST /api/account/GetAccount': { body: member }, ...inbox });
    renderPortal('/Members/', { signedInAs: { ...member, firstName: 'Stale' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(calls.some((call) => call.url.endsWith('/api/account/GetAccount'))).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORED_AUTH_KEY)!).firstName).toBe('Alexandra');
  });

  it('shows Payment Required when the account has no active payment', async () => {
    fakeApi({ 'POST /api/account/GetAccount': { body: { ...member, activePayment: false } } });
    const { history } = renderPortal('/Members/', { signedInAs: member });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Required' }),
    ).toBeVisible();
    expect(history.location.pathname).toBe('/PaymentRequired');
  });

  it('shows the terms when they are not signed', async () => {
    fakeApi({
      'POST /api/account/GetAccount': {
        body: { ...member, termsAndConditionsSigned: false },
      },
    });
    renderPortal('/members/', { signedInAs: member });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
  });

  it('sends the browser to /Login and forgets the member when the session is gone (401)', async () => {
    fakeApi({ 'POST /api/account/GetAccount': { status: 401 } });
    const { history } = renderPortal('/Members/', { signedInAs: member });

    expect(await screen.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await waitFor(() => expect(history.location.pathname).toBe('/Login'));
    expect(localStorage.getItem(STORED_AUTH_KEY)).toBeNull();
  });
});
