import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { locations, member } from '#testing/fixtures.ts';
import { fakeApi, renderPortal } from '#testing/render-portal.tsx';

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

describe('/verify with a bad or expired link', () => {
  it('sends a new link to the address given, and says where it went', async () => {
    const user = userEvent.setup();
    const calls = fakeApi({
      'POST /api/EmailVerification/SubmitVerification': { status: 400 },
      'POST /api/EmailVerification/Resend': { status: 204 },
    });
    renderPortal('/verify?q=expired');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'sam@mail.test');
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));

    expect(await screen.findByText(/If sam@mail.test is waiting to be verified/)).toBeVisible();
    const [resend] = calls.filter((call) => call.url.includes('/api/EmailVerification/Resend'));
    expect(await resend!.json()).toEqual({ email: 'sam@mail.test' });
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/Login');
  });

  it('fills in the signed-in member’s address and says when too many were asked for', async () => {
    const user = userEvent.setup();
    fakeApi({
      'POST /api/EmailVerification/SubmitVerification': { status: 400 },
      'POST /api/EmailVerification/Resend': { status: 429, body: { code: 'too_many_requests' } },
    });
    renderPortal('/verify?q=expired', { signedInAs: member });
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue(member.email);
    await user.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(await screen.findByText(/Too many links were asked for/)).toBeVisible();
  });
});

describe('/Signup-Complete', () => {
  it('shows the new member’s address to give senders, with a way to the inbox', async () => {
    fakeApi({
      'POST /api/account/GetAccount': { body: member },
      'GET /api/Account/GetLocations': { body: [1] },
      'GET /api/Location/GetAll': { body: locations },
    });
    renderPortal('/Signup-Complete', { signedInAs: member });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for joining Test Mail' }),
    ).toBeVisible();
    const card = screen.getByRole('region', { name: 'Your address' });
    expect(await within(card).findByText(/PO Box 2740/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to my inbox' })).toHaveAttribute(
      'href',
      '/Members/',
    );
  });
});

describe('notices', () => {
  it.each([
    ['/LoginGuard', 'Verify this browser'],
    ['/EmailGuard', 'Verify your email address'],
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
