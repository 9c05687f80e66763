import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '#shared/testing/fixtures.ts';
import { fakeMembersApi, renderPortal, type FakeAnswer } from '#shared/testing/render-portal.tsx';

const unverified = { ...member, idVerified: false, smsVerified: false };
const state = (idVerification: number, smsVerification: number, extra = {}) => ({
  body: { idVerification, smsVerification, ...extra },
});

function openVerification(verification: FakeAnswer, overrides: Record<string, unknown> = {}) {
  const calls = fakeMembersApi({
    'POST /api/account/GetAccount': { body: unverified },
    'GET /api/verification/getverification': verification,
    ...overrides,
  });
  renderPortal('/Members/Account/Verification', { signedInAs: unverified });
  return calls;
}

const numberField = () => screen.findByRole('textbox', { name: /Mobile number/ });

describe('the Verification section: SMS', () => {
  it('starts the number at +61 and refuses another prefix without texting', async () => {
    const calls = openVerification(state(0, 0));
    const field = await numberField();
    expect(field).toHaveValue('+61');
    await userEvent.clear(field);
    await userEvent.type(field, '+44 7700 900123');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Mobile number must start with +61')).toBeVisible();
    expect(calls.some((call) => call.url.includes('/api/verification/Sms'))).toBe(false);
  });

  it('shows the server’s message when the text cannot be sent, keeping the number', async () => {
    openVerification(state(0, 0), {
      'POST /api/verification/Sms': {
        status: 502,
        body: {
          code: 'provider_error',
          detail: 'The text message could not be sent. Check the number and try again.',
        },
      },
    });
    const field = await numberField();
    await userEvent.type(field, '412 345 678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'The text message could not be sent. Check the number and try again.',
      ),
    ).toBeVisible();
    expect(field).toHaveValue('+61412 345 678');
  });

  it('texts the code, says Incorrect code for a wrong one, and verifies with the right one', async () => {
    let verified = false;
    const calls = openVerification(
      { body: undefined },
      {
        'GET /api/verification/getverification': () => state(0, verified ? 2 : 0),
        'POST /api/verification/Sms': { status: 204 },
        'POST /api/verification/verifysms': (request: Request) => {
          verified = new URL(request.url).searchParams.get('code') === '123456';
          return { body: { verificationStatus: verified ? 1 : 0 } };
        },
      },
    );
    await userEvent.type(await numberField(), '412345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/We texted a code to \+61412345678/)).toBeVisible();
    const sent = calls.find((call) => call.url.includes('/api/verification/Sms'));
    expect(new URL(sent!.url).searchParams.get('mobileNumber')).toBe('+61412345678');
    expect(screen.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();

    const code = screen.getByRole('textbox', { name: 'Code from the text message' });
    await userEvent.type(code, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Incorrect code')).toBeVisible();

    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your mobile number is verified.')).toBeVisible();
  });
});

describe('the Verification section: photo ID', () => {
  it('leads a member who has not started to the wizard', async () => {
    openVerification(state(0, 2));
    expect(await screen.findByRole('link', { name: 'Verify with photo ID' })).toHaveAttribute(
      'href',
      '/Members/PhotoVerification',
    );
  });

  it('shows staff’s reason for refusing the last submission', async () => {
    openVerification(state(0, 0, { rejectionReason: 'The photo of the card is blurred' }));
    expect(
      await screen.findByText(
        /Reason: The photo of the card is blurred\. Your photos have been deleted/,
      ),
    ).toBeVisible();
  });

  it('withdraws a pending submission with Click here to redo', async () => {
    const calls = openVerification(state(1, 0), {
      'DELETE /api/verification/deleteVerification': state(0, 0),
    });
    expect(await screen.findByText(/temporarily verified/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Click here to redo' }));
    expect(await screen.findByRole('link', { name: 'Verify with photo ID' })).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('says a verified photo ID is verified', async () => {
    openVerification(state(2, 2));
    expect(await screen.findByText('Your photo ID is verified.')).toBeVisible();
    expect(screen.getByText('Your mobile number is verified.')).toBeVisible();
  });
});
