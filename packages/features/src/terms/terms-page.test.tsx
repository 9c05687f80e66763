import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal } from '#testing/render-portal.tsx';
import { member, plans } from '#testing/fixtures.ts';

const unsigned = { ...member, termsAndConditionsSigned: false };

describe('/TermsAndConditions', () => {
  it('shows Continue only once agreed, then saves the terms and opens the inbox', async () => {
    const calls = fakeApi({
      'POST /api/account/GetAccount': { body: unsigned },
      'POST /api/TermsAndConditions/SaveTermsAndConditions': { body: member },
      'GET /api/Alert': { body: [] },
      'GET /api/Mail': { body: [] },
      'GET /api/Folder': { body: [] },
      'GET /api/mail/FolderCounts': { body: [] },
    });
    const { history } = renderPortal('/TermsAndConditions', { signedInAs: unsigned });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Prepaid credit' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    await user.click(screen.getByLabelText('I have read and agree to the Terms and Conditions'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(history.location.pathname).toBe('/Members'));
    // The inbox opens (and has finished loading before the test ends).
    expect(await screen.findByText('Your inbox is empty')).toBeVisible();
    // The server records the version it holds; the page sends nothing of itself (decision 082).
    const save = calls.find((call) => call.url.includes('SaveTermsAndConditions'))!;
    expect(await save.text()).toBe('');
  });

  it('shows the plan’s recurring fees before the member agrees', async () => {
    fakeApi({
      'POST /api/account/GetAccount': { body: unsigned },
      'GET /api/Plan/GetAll': { body: plans },
      'POST /api/TermsAndConditions/SaveTermsAndConditions': { body: member },
      'GET /api/Alert': { body: [] },
      'GET /api/Mail': { body: [] },
      'GET /api/Folder': { body: [] },
      'GET /api/mail/FolderCounts': { body: [] },
    });
    renderPortal('/TermsAndConditions', { signedInAs: unsigned });
    const user = userEvent.setup();

    const fees = within(
      (await screen.findByRole('heading', { name: "Your plan's fees" })).closest('section')!,
    );
    expect(fees.getByText('Your plan is Mail Plus.', { exact: false })).toBeVisible();
    const fee = (label: string) => fees.getByText(label).nextElementSibling?.textContent;
    expect(fee('Monthly fee')).toBe('$19.95');
    expect(fee('Setup fee (one-off)')).toBe('$0.00');
    expect(fee('Envelope storage after 30 days')).toBe('$0.10 a day');
    expect(fee('Parcel storage after 30 days')).toBe('$0.50 a day');

    await user.click(screen.getByLabelText('I have read and agree to the Terms and Conditions'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Your inbox is empty');
  });

  it('opens when the server says the terms changed while the member was in the inbox', async () => {
    let accounts = 0;
    fakeApi({
      // Signed when the member arrived; the server's terms are newer by the next read.
      'POST /api/account/GetAccount': () => ({ body: (accounts += 1) === 1 ? member : unsigned }),
      'GET /api/Alert': { body: [] },
      'GET /api/Mail': { status: 403, body: { code: 'terms_not_accepted' } },
      'GET /api/Folder': { body: [] },
      'GET /api/mail/FolderCounts': { body: [] },
    });
    const { history } = renderPortal('/Members', { signedInAs: member });

    await waitFor(() => expect(history.location.pathname).toBe('/TermsAndConditions'));
    expect(await screen.findByRole('heading', { name: 'Prepaid credit' })).toBeVisible();
  });
});
