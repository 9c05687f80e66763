import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal } from './testing/render-portal.tsx';

describe('/ForgotPassword', () => {
  it('asks for a reset link and says to check junk after 5 minutes', async () => {
    const calls = fakeApi({ 'POST /api/Account/SendResetPassword': { status: 204 } });
    renderPortal('/ForgotPassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'alex@test.example');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'If alex@test.example belongs to an account, a reset link has been sent to it. If it has not arrived after 5 minutes, check your junk folder.',
    );
    expect(new URL(calls[0]!.url).searchParams.get('email')).toBe('alex@test.example');
  });
});

describe('/ResetPassword', () => {
  it('needs matching passwords, then updates and offers to log in', async () => {
    const calls = fakeApi({ 'POST /api/Account/ResetPassword': { status: 204 } });
    renderPortal('/ResetPassword?reset=abc&email=alex%40test.example');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('Repeat new password'));
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/Login');
    const query = new URL(calls[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      email: 'alex@test.example',
      newPassword: 'new-password-1',
      resetCode: 'abc',
    });
  });
});

describe('/authorise', () => {
  it('sends an authorised browser to log in with a message', async () => {
    fakeApi({ 'POST /api/Login/LoginGuardAuthorise': { body: true } });
    const { history } = renderPortal('/authorise?q=code');

    expect(
      await screen.findByText('This browser is now authenticated. Log in to continue.'),
    ).toBeVisible();
    expect(history.location.pathname).toBe('/Login');
  });

  it('says a bad or expired link is invalid', async () => {
    fakeApi({ 'POST /api/Login/LoginGuardAuthorise': { body: false } });
    renderPortal('/authorise?q=old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error. Authentication is invalid or has expired.',
    );
  });
});

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
