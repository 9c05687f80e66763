import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, findNotice, renderPortal } from '#testing/render-portal.tsx';

describe('/ForgotPassword', () => {
  it('asks for a reset link and says to check junk after 5 minutes', async () => {
    const calls = fakeApi({ 'POST /api/Account/SendResetPassword': { status: 204 } });
    renderPortal('/ForgotPassword');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'alex@test.example');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await findNotice()).toHaveTextContent(
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
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
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

  it("shows the server's refusal at the password field and keeps what was typed", async () => {
    fakeApi({
      'POST /api/Account/ResetPassword': {
        status: 400,
        body: {
          code: 'invalid_field',
          field: 'newPassword',
          detail: 'newPassword is too short',
          text: { key: 'validation.password.tooShort', values: {} },
        },
      },
    });
    renderPortal('/ResetPassword?reset=abc&email=alex%40test.example');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Repeat new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/at least 8 characters/));
    expect(field).toHaveValue('new-password-1');
    expect(field).toHaveFocus();
    expect(screen.queryByText(/reset link is invalid or has expired/)).toBeNull();
  });

  it('shows a Japanese reader the field error from the catalog, never the English detail', async () => {
    fakeApi({
      'POST /api/Account/ResetPassword': {
        status: 400,
        body: {
          code: 'invalid_field',
          field: 'newPassword',
          detail: 'newPassword must NOT have more than 100 characters',
          text: { key: 'problem.field.tooLong', values: { max: 100 } },
        },
      },
    });
    renderPortal('/ResetPassword?reset=abc&email=alex%40test.example', { locale: 'jp' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('新しいパスワード'), 'new-password-1');
    await user.type(screen.getByLabelText('新しいパスワード（確認）'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: '更新' }));

    const field = screen.getByLabelText('新しいパスワード');
    await waitFor(() => expect(field).toHaveAccessibleDescription('100文字以内で入力してください'));
    expect(document.body).not.toHaveTextContent(/characters/);
  });

  it('says in the member’s language when the new password is too easy to guess', async () => {
    fakeApi({
      'POST /api/Account/ResetPassword': {
        status: 422,
        body: { code: 'password_too_weak', field: 'newPassword', detail: 'server words' },
      },
    });
    renderPortal('/ResetPassword?reset=abc&email=alex%40test.example');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('New password'), 'password');
    await user.type(screen.getByLabelText('Repeat new password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    const field = screen.getByLabelText('New password');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/too easy to guess/));
    expect(screen.queryByText('server words')).toBeNull();
    expect(screen.queryByText(/reset link is invalid or has expired/)).toBeNull();
  });
});

describe('/UndoEmailChange', () => {
  it('undoes the change only when asked, then offers a new password', async () => {
    const calls = fakeApi({ 'POST /api/Account/UndoEmailChange': { body: true } });
    renderPortal('/UndoEmailChange?q=undo-code-123');
    const button = await screen.findByRole('button', {
      name: 'Undo the change and sign everyone out',
    });
    // Opening the link changes nothing: a mail scanner may open it too.
    expect(calls).toEqual([]);

    await userEvent.click(button);

    expect(
      await screen.findByText(/The change is undone and every browser has been signed out/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/ForgotPassword',
    );
    expect(new URL(calls[0]!.url).searchParams.get('q')).toBe('undo-code-123');
  });

  it('says when the link is invalid, used or expired', async () => {
    fakeApi({ 'POST /api/Account/UndoEmailChange': { body: false } });
    renderPortal('/UndoEmailChange?q=used-code-123');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Undo the change and sign everyone out' }),
    );
    expect(
      await screen.findByText('This link is invalid, has been used or has expired.'),
    ).toBeVisible();
  });
});
