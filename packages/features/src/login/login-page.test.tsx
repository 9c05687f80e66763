import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORED_AUTH_KEY } from '#shared/session.ts';
import { fakeApi, findNotice, renderPortal } from '#testing/render-portal.tsx';
import { locations, member, plans } from '#testing/fixtures.ts';

const signedInRoutes = {
  'POST /api/account/GetAccount': { body: member },
  'GET /api/Alert': { body: [] },
  'GET /api/Mail': { body: [] },
};

async function fillCredentials(email = 'alex@test.example', password = 'secret-pass') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('/Login', () => {
  it('refuses blank fields without calling the server', async () => {
    const calls = fakeApi({});
    renderPortal('/Login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email and password can not be blank',
    );
    expect(calls).toHaveLength(0);
    expect(document.title).toBe('Log In · Test Mail');
  });

  it('says the email or password is wrong when the server answers null', async () => {
    fakeApi({ 'POST /api/Login': { body: null } });
    renderPortal('/Login');
    const user = await fillCredentials();
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password');
  });

  it.each([
    [
      'account_closed',
      'This account has been closed. If you think this is a mistake, please contact support.',
    ],
    [
      'account_terminated',
      'This account was closed because it was unpaid for more than 90 days, and the mail held for it has been shredded. Please contact support.',
    ],
  ])(
    'tells a member whose account is %s why, not that the password is wrong',
    async (code, message) => {
      fakeApi({ 'POST /api/Login': { status: 403, body: { code } } });
      const { history } = renderPortal('/Login');
      const user = await fillCredentials();
      await user.keyboard('{Enter}');

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByText('Incorrect email or password')).toBeNull();
      expect(history.location.pathname).toBe('/Login');
    },
  );

  it('asks for the login guard code, then refuses a wrong one', async () => {
    const calls = fakeApi({ 'POST /api/Login': { body: 'loginGuardRequired' } });
    renderPortal('/Login');
    const user = await fillCredentials();
    await user.keyboard('{Enter}');

    expect(await findNotice()).toHaveTextContent('A code has been emailed to you');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter the code that was emailed to you',
    );

    await user.type(screen.getByLabelText('Login guard code'), '123456{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Incorrect login guard code. Please check your email and try again',
    );
    expect(await calls.at(-1)?.json()).toEqual({
      EmailAddress: 'alex@test.example',
      Password: 'secret-pass',
      KeepLoggedIn: false,
      loginGuard: '123456',
    });
  });

  it('signs in, keeps the account for routing and opens the inbox', async () => {
    const calls = fakeApi({ 'POST /api/Login': { body: member }, ...signedInRoutes });
    const { history } = renderPortal('/Login');
    const user = await fillCredentials();
    await user.click(screen.getByLabelText('Keep me signed in'));
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(history.location.pathname).toBe('/Members');
    expect(JSON.parse(localStorage.getItem(STORED_AUTH_KEY) ?? 'null')).toEqual(member);
    const login = calls.find((call) => call.url.includes('/api/Login'));
    expect(new URL(login!.url).searchParams.get('webpage')).toBe('test-brand');
    expect((await login!.json()).KeepLoggedIn).toBe(true);
  });

  it('shows the message param and goes to the redirect param after signing in', async () => {
    fakeApi({ 'POST /api/Login': { body: member }, ...signedInRoutes });
    const { history } = renderPortal('/Login?message=Browser%20authorised&redirect=%2FMembers%2F');
    expect(await findNotice()).toHaveTextContent('Browser authorised');

    const user = await fillCredentials();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(history.location.pathname).toBe('/Members/'));
  });

  it('switches language from the select and keeps it in the locale cookie', async () => {
    fakeApi({});
    renderPortal('/Login');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Language'), 'zh-TW');

    expect(await screen.findByRole('heading', { level: 1, name: '登入' })).toBeVisible();
    expect(document.cookie).toContain('locale=zh-TW');
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('links to the forgot-password page', async () => {
    fakeApi({});
    renderPortal('/login');
    expect(await screen.findByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/ForgotPassword',
    );
  });

  it('takes a member whose signup is unfinished back into it, even with a redirect', async () => {
    const unfinished = { ...member, signupStep: 'plan' as const, activePayment: false };
    fakeApi({
      'POST /api/Login': { body: unfinished },
      'POST /api/account/GetAccount': { body: unfinished },
      'GET /api/Plan/GetAll': { body: plans },
      'GET /api/Location/GetAll': { body: locations },
    });
    const { history } = renderPortal('/Login?redirect=%2FMembers%2F');
    const user = await fillCredentials();
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    expect(history.location.pathname).toBe('/signup');
  });

  it('links newcomers to Sign up, and the footer to support and the terms', async () => {
    fakeApi({});
    renderPortal('/Login');
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      'mailto:help@test.example',
    );
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });
});
