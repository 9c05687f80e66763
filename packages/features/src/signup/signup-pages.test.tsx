import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal } from '#shared/testing/render-portal.tsx';

describe('/verify', () => {
  it('goes on to /Members/ once the email is approved', async () => {
    fakeApi({ 'POST /api/EmailVerification/SubmitVerification': { body: true } });
    const { history } = renderPortal('/verify?q=code');
    await waitFor(() => expect(history.location.pathname).not.toBe('/verify'));
    // Not signed in in this browser: the guard then asks to log in.
    expect(history.location.search).toContain('redirect=%2FMembers');
  });

  it('says an invalid code was not approved', async () => {
    fakeApi({ 'POST /api/EmailVerification/SubmitVerification': { status: 400 } });
    renderPortal('/verify?q=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid code. Email has not been approved',
    );
  });
});

describe('notices', () => {
  it.each([
    ['/LoginGuard', 'Verify this browser'],
    ['/EmailGuard', 'Verify your email address'],
    ['/Signup-Complete', 'Thank you for joining Test Mail'],
    ['/LoginChoice', 'Choose a version'],
  ])('%s shows its notice', async (path, heading) => {
    fakeApi({});
    renderPortal(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  });

  it('/LoginChoice offers the classic version by its external address', async () => {
    fakeApi({});
    renderPortal('/LoginChoice');
    expect(
      await screen.findByRole('link', { name: 'Classic version (read-only)' }),
    ).toHaveAttribute('href', 'https://classic.test.example');
  });
});
