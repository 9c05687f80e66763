import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeMembersApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';
import { invitationDetails, signedInAsMember } from '#testing/team-fixtures.ts';

const TOKEN = 'ZmFrZS1pbnZpdGF0aW9uLXRva2VuLWZvci10ZXN0cw';
const PATH = `/JoinAccount?invitation=${TOKEN}`;

function fakeJoinApi(
  invitation: FakeAnswer | (() => FakeAnswer),
  accept: FakeAnswer = { body: { ok: true } },
) {
  return fakeMembersApi({
    'GET /api/Team/Invitation': invitation,
    'POST /api/Team/Invitation/Accept': accept,
    'POST /api/account/GetAccount': { body: signedInAsMember },
  });
}

async function fillIn(name: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Your name'), name);
  await userEvent.type(screen.getByLabelText('Choose a password'), password);
  await userEvent.type(screen.getByLabelText('Repeat the password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Join and sign in' }));
}

describe('/JoinAccount', () => {
  it('says who invited whom to whose mailbox, then joins, signs in and opens the inbox', async () => {
    const calls = fakeJoinApi({ body: invitationDetails });
    const { history } = renderPortal(PATH);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Join Alexandra Montgomery-Smythe’s mailbox',
      }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(
      'Alexandra Montgomery-Smythe invited jordan@test.example to share this mailbox on Test Mail as a member.',
    );
    await fillIn('Jordan Blake', 'staple-lamp-orbit-42');

    await waitFor(() => expect(history.location.pathname).toBe('/Members'));
    const accept = calls.find((call) => call.url.includes('/Invitation/Accept'));
    expect(await accept!.json()).toEqual({
      invitation: TOKEN,
      name: 'Jordan Blake',
      password: 'staple-lamp-orbit-42',
    });
  });

  it.each([
    ['invitation_expired', 410, 'This invitation has expired.'],
    ['invitation_used', 410, 'This invitation has already been used or was cancelled.'],
    ['invitation_not_found', 404, 'This invitation link is not known here.'],
  ])('explains a link refused as %s, with the way to the login', async (code, status, text) => {
    fakeJoinApi({ status, body: { code } });
    renderPortal(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation cannot be used' }),
    ).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  });

  it('says so when the link was used meanwhile, keeping the form', async () => {
    fakeJoinApi({ body: invitationDetails }, { status: 410, body: { code: 'invitation_used' } });
    const { history } = renderPortal(PATH);
    await fillIn('Jordan Blake', 'staple-lamp-orbit-42');
    expect(await screen.findByRole('alert')).toHaveTextContent('already been used');
    expect(screen.getByLabelText('Your name')).toHaveValue('Jordan Blake');
    expect(history.location.pathname).toBe('/JoinAccount');
  });

  it('checks the password before asking the server', async () => {
    const calls = fakeJoinApi({ body: invitationDetails });
    renderPortal(PATH);
    await fillIn('Jordan Blake', 'short');
    await waitFor(() =>
      expect(screen.getByLabelText('Choose a password')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(calls.some((call) => call.url.includes('/Accept'))).toBe(false);
  });

  it('asks for the password when the email became a login meanwhile', async () => {
    let looks = 0;
    fakeJoinApi(() => ({ body: { ...invitationDetails, hasLogin: (looks += 1) > 1 } }), {
      status: 409,
      body: { code: 'email_has_login' },
    });
    renderPortal(PATH);
    await fillIn('Jordan Blake', 'staple-lamp-orbit-42');
    expect(await screen.findByLabelText('Your password')).toBeVisible();
    expect(screen.queryByLabelText('Your name')).toBeNull();
  });

  describe('for an email that signs in here already', () => {
    const existing = { body: { ...invitationDetails, hasLogin: true } };

    async function enterPassword(password: string) {
      await userEvent.type(await screen.findByLabelText('Your password'), password);
      await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    }

    it('asks for that login’s password and lands in the new mailbox', async () => {
      const calls = fakeJoinApi(existing);
      const { history } = renderPortal(PATH);
      await screen.findByLabelText('Your password');
      expect(screen.getByRole('main')).toHaveTextContent(
        'You already sign in to Test Mail as jordan@test.example. Enter your password to add Alexandra Montgomery-Smythe’s mailbox to your login.',
      );
      expect(screen.queryByLabelText('Your name')).toBeNull();
      await enterPassword('correct-horse-battery');

      await waitFor(() => expect(history.location.pathname).toBe('/Members'));
      const accept = calls.find((call) => call.url.includes('/Invitation/Accept'));
      expect(await accept!.json()).toEqual({
        invitation: TOKEN,
        password: 'correct-horse-battery',
      });
      expect(calls.some((call) => call.url.includes('/GetAccount'))).toBe(true);
    });

    it('says a wrong password on the field and stays', async () => {
      fakeJoinApi(existing, {
        status: 400,
        body: {
          code: 'invalid_field',
          field: 'password',
          detail: 'The password is not right',
          text: { key: 'problem.password.wrong', values: {} },
        },
      });
      const { history } = renderPortal(PATH);
      await enterPassword('not-it');
      await waitFor(() =>
        expect(screen.getByLabelText('Your password')).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(screen.getByRole('main')).toHaveTextContent('This password is not right');
      expect(history.location.pathname).toBe('/JoinAccount');
    });
  });
});
