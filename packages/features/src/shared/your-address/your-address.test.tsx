import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { folderCounts, locations, member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';

const noMail = {
  'GET /api/Mail': { body: [] },
  'GET /api/mail/FolderCounts': {
    body: folderCounts.map((count) => ({ ...count, items: 0, unread: 0 })),
  },
  'GET /api/Account/GetLocations': { body: [1, 3] },
  'GET /api/Location/GetAll': { body: locations },
};

const SYDNEY = [
  'Alexandra Montgomery-Smythe',
  'Suite TM1001',
  'PO Box 2740',
  'Sydney NSW 2001',
  'Australia',
].join('\n');

afterEach(() => localStorage.clear());

/** The inbox has drawn (its first load takes a while on a busy machine). */
const inboxShown = () =>
  screen.findByRole('heading', { level: 1, name: 'Inbox' }, { timeout: 10_000 });

describe('your address on the inbox', () => {
  it('opens for a member with no mail: the suite code, each chosen address whole, and how to write it', async () => {
    fakeMembersApi(noMail);
    renderPortal('/Members/', { signedInAs: member });
    await inboxShown();
    const card = await screen.findByRole('region', { name: 'Your address' });
    await within(card).findByText('PO Box 2740');
    const [addressList] = within(card).getAllByRole('list');
    const addresses = within(addressList!).getAllByRole('listitem');
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).toHaveTextContent(
      'Alexandra Montgomery-SmytheSuite TM1001PO Box 2740Sydney NSW 2001Australia',
    );
    expect(addresses[1]).toHaveTextContent('Suite 12, 456 Collins StreetMelbourne VIC 3000');
    // Only the locations the member chose: not the Pitt Street one.
    expect(card).not.toHaveTextContent('88 Pitt Street');
    expect(within(card).getByRole('heading', { name: 'How to address your mail' })).toBeVisible();
    expect(card).toHaveTextContent('Write “Suite TM1001” on its own line');
  });

  it('copies an address as its lines and says "Copied", to the eye and to a screen reader', async () => {
    fakeMembersApi(noMail);
    renderPortal('/Members/', { signedInAs: member });
    await inboxShown();
    // user-event stands in a clipboard the test can read back.
    const user = userEvent.setup();
    const copy = await screen.findByRole('button', { name: 'Copy the Sydney NSW 2001 address' });
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe(SYDNEY);
    expect(copy).toHaveTextContent('Copied');
    const card = screen.getByRole('region', { name: 'Your address' });
    expect(within(card).getAllByRole('status')[0]).toHaveTextContent('Copied to the clipboard.');
    // Copying the next address moves the confirmation to it.
    await user.click(screen.getByRole('button', { name: 'Copy the Melbourne VIC 3000 address' }));
    expect(copy).toHaveTextContent(/^Copy$/);
  });

  it('selects the address and says how to copy it when the browser refuses the clipboard', async () => {
    fakeMembersApi(noMail);
    renderPortal('/Members/', { signedInAs: member });
    await inboxShown();
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied'));
    await user.click(
      await screen.findByRole('button', { name: 'Copy the Sydney NSW 2001 address' }),
    );
    expect(
      await screen.findByText(/Your browser did not allow copying\. The text is now selected/),
    ).toBeVisible();
    expect(window.getSelection()!.toString()).toContain('Suite TM1001');
  });

  it('folds to one line once the member has mail, and keeps the member’s own Show and Hide', async () => {
    fakeMembersApi({
      'GET /api/Account/GetLocations': { body: [1] },
      'GET /api/Location/GetAll': { body: locations },
    });
    const { unmount } = renderPortal('/Members/', { signedInAs: member });
    await inboxShown();
    expect(await screen.findByText('Suite TM1001')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Your address' })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show address' }));
    expect(await screen.findByRole('region', { name: 'Your address' })).toBeVisible();
    unmount();

    renderPortal('/Members/', { signedInAs: member });
    await inboxShown();
    const card = await screen.findByRole('region', { name: 'Your address' });
    await user.click(within(card).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByRole('button', { name: 'Show address' })).toBeVisible();
  });

  it('opens from the user menu on any members page, in the member’s language', async () => {
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: { ...member, language: 'jp' } },
      'GET /api/Account/GetLocations': { body: [3] },
      'GET /api/Location/GetAll': { body: locations },
    });
    renderPortal('/Members/Account', { signedInAs: { ...member, language: 'jp' }, locale: 'jp' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /87\.40/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'あなたの住所' }));
    const dialog = await screen.findByRole('dialog', { name: 'あなたの住所' });
    // The address is as the envelope needs it, in English; what is around it is in Japanese.
    expect(await within(dialog).findByText('Melbourne VIC 3000')).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: 'Melbourne VIC 3000の住所をコピー' }),
    ).toBeVisible();
  });
});
