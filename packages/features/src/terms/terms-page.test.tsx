import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderPortal } from '#shared/testing/render-portal.tsx';
import { member } from '#shared/testing/fixtures.ts';

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
    expect(await screen.findByText("We didn't find anything to show here")).toBeVisible();
    const save = calls.find((call) => call.url.includes('SaveTermsAndConditions'))!;
    expect((await save.json()).Html).toContain('Prepaid credit is non-refundable');
  });
});
