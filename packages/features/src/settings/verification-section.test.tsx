import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@portal/i18n/locale';
import { member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal, type FakeAnswer } from '#testing/render-portal.tsx';
import { testBrand } from '#testing/test-brand.ts';

const unverified = { ...member, idVerified: false, smsVerified: false };
const state = (idVerification: number, smsVerification: number, extra = {}) => ({
  body: { idVerification, smsVerification, ...extra },
});

function openVerification(
  verification: FakeAnswer,
  overrides: Record<string, unknown> = {},
  options: { locale?: Locale; brand?: typeof testBrand } = {},
) {
  const calls = fakeMembersApi({
    'POST /api/account/GetAccount': { body: unverified },
    'GET /api/verification/getverification': verification,
    ...overrides,
  });
  renderPortal('/Members/Account/Verification', { signedInAs: unverified, ...options });
  return calls;
}

/** A brand texting Australian and Japanese mobiles, as Sakura Box does, seen in Japanese. */
const inJapanese = {
  locale: 'jp',
  brand: { ...testBrand, smsCallingCodes: ['+61', '+81'] },
} as const;
const smsCalls = (calls: { url: string }[]) =>
  calls.filter((call) => call.url.includes('/api/verification/Sms'));

const numberField = () => screen.findByRole('textbox', { name: /Mobile number/ });

describe('the Verification section: SMS', () => {
  it('offers the brand’s one calling code and refuses a landline without texting', async () => {
    const calls = openVerification(state(0, 0));
    const field = await numberField();
    const code = screen.getByRole('combobox', { name: 'Country code' });
    expect(code).toHaveDisplayValue('Australia (+61)');
    expect(within(code).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByText(/We text mobiles with the country code \+61\./)).toBeVisible();
    await userEvent.type(field, '02 9876 5432');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(
        'Enter an Australian mobile number: 04 and 8 more digits (0412 345 678)',
      ),
    ).toBeVisible();
    expect(smsCalls(calls)).toHaveLength(0);
  });

  it('in Japanese, names the accepted codes and texts a Japanese mobile typed as at home', async () => {
    const calls = openVerification(
      state(0, 0),
      { 'POST /api/verification/Sms': { status: 204 } },
      inJapanese,
    );
    const field = await screen.findByRole('textbox', { name: /携帯電話番号/ });
    expect(
      screen.getByText(
        'SMSは国番号+61または+81の携帯電話に送ります。続けて、国内でかけるときの番号を入力してください。',
      ),
    ).toBeVisible();
    const code = screen.getByRole('combobox', { name: '国番号' });
    expect(
      within(code)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['オーストラリア（+61）', '日本（+81）']);
    await userEvent.selectOptions(code, '+81');
    await userEvent.type(field, '03-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'コードを送信' }));
    expect(
      await screen.findByText(
        '日本の携帯電話番号を入力してください（070・080・090で始まる11桁、例：090-1234-5678）',
      ),
    ).toBeVisible();
    expect(smsCalls(calls)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '090-1234-5678');
    await userEvent.click(screen.getByRole('button', { name: 'コードを送信' }));
    expect(await screen.findByText(/\+819012345678にコードを送信しました/)).toBeVisible();
    expect(new URL(smsCalls(calls)[0]!.url).searchParams.get('mobileNumber')).toBe('+819012345678');
  });

  it('in Japanese, shows the server’s refusal of a calling code as the catalog’s message', async () => {
    openVerification(
      state(0, 0),
      {
        'POST /api/verification/Sms': {
          status: 422,
          body: {
            code: 'mobile_country_not_accepted',
            field: 'mobileNumber',
            detail: 'Accepted country calling codes: +61',
          },
        },
      },
      inJapanese,
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: /携帯電話番号/ }),
      '0412 345 678',
    );
    await userEvent.click(screen.getByRole('button', { name: 'コードを送信' }));
    expect(
      await screen.findByText('SMSを送れるのは国番号+61または+81の携帯電話のみです。'),
    ).toBeVisible();
    expect(screen.queryByText(/Accepted country calling codes/)).toBeNull();
  });

  it('says the text could not be sent in its own words, not the server’s English detail, keeping the number', async () => {
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
        'The code could not be sent or checked. Check your connection and try again.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/The text message could not be sent/)).toBeNull();
    expect(field).toHaveValue('412 345 678');
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
