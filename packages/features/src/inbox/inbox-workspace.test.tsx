import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import { setViewportWidth } from '@portal/ui/test-support/browser-apis';
import { describe, expect, it } from 'vitest';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { mailItems, member } from '#testing/fixtures.ts';

const unopened = mailItems.filter(
  (item) => item.status === MAIL_STATUS.unopened && item.mailActions === null,
);
const row = (name: string) => screen.getAllByRole('row', { name: new RegExp(name) })[0]!;
const toolbarButton = (name: string) =>
  within(screen.getByRole('toolbar', { name: 'Mail actions' })).getByRole('button', {
    name,
    exact: true,
  } as never);

async function openInbox(
  items = mailItems,
  overrides: Record<string, unknown> = {},
  account = member,
) {
  const calls = fakeMembersApi({
    'POST /api/account/GetAccount': { body: account },
    'GET /api/Mail': { body: items },
    ...overrides,
  });
  const user = userEvent.setup();
  renderPortal('/Members/', { signedInAs: account });
  await screen.findAllByRole('row');
  return { calls, user };
}

/** An answer the server holds back until the test lets it go, to see the screen before it. */
function heldAnswer(answer: { status: number; body?: unknown }) {
  let release = () => {};
  const handler = () =>
    new Promise((resolve) => {
      release = () => resolve(answer);
    });
  return { handler, release: () => release() };
}

const refusal = {
  status: 500,
  body: { type: 'about:blank', title: 'Internal Server Error', status: 500 },
};

const bodyOf = async (calls: Request[], path: string) => {
  const call = calls.find((request) => new URL(request.url).pathname === path);
  expect(call, `a call to ${path}`).toBeDefined();
  return call!.json() as Promise<unknown>;
};

describe('inbox selection', () => {
  it('selects by click, checkbox and shift-click range; Escape clears; a folder change clears', async () => {
    const { user } = await openInbox();
    const rows = screen.getAllByRole('row');
    await user.click(rows[1]!);
    expect(rows[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}');
    await user.click(rows[4]!);
    await user.keyboard('{/Shift}');
    expect(screen.getByText('4 selected')).toBeVisible();
    await user.click(within(rows[6]!).getByRole('checkbox'));
    expect(screen.getByText('5 selected')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByText(/^\d+ selected$/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select all 40' }));
    expect(screen.getByText('40 selected')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Tax/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax' })).toBeVisible();
    expect(screen.queryByText('40 selected')).toBeNull();
  });

  it('keeps an unverified member from selecting, with the toast and a link to verify', async () => {
    const { user } = await openInbox(
      mailItems,
      {},
      { ...member, idVerified: false, smsVerified: false },
    );
    // The banner is there before any click, and stays.
    expect(screen.getByText(/to view and action mail/)).toBeVisible();
    await user.click(screen.getAllByRole('row')[0]!);
    expect(
      await screen.findByText('Unable to view or action mail until verification is complete.'),
    ).toBeVisible();
    expect(screen.queryByRole('row', { selected: true })).toBeNull();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/Members/Account/Verification',
    );
    expect(screen.getByText(/to view and action mail/)).toBeVisible();
  });

  it('lets a member whose photo ID awaits its check select mail, with no banner (§2)', async () => {
    const { user } = await openInbox(
      mailItems,
      {},
      { ...member, idVerified: false, idPending: true, smsVerified: false },
    );
    await user.click(screen.getAllByRole('row')[1]!);
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(/to view and action mail/)).toBeNull();
    expect(
      screen.queryByText('Unable to view or action mail until verification is complete.'),
    ).toBeNull();
  });

  it('shows no verification banner to a verified member', async () => {
    await openInbox();
    expect(screen.queryByText(/to view and action mail/)).toBeNull();
  });
});

describe('inbox toolbar', () => {
  it('says why a button does nothing yet', async () => {
    // The wide layout's toolbar, every action a button (mail-toolbar.test.tsx: the phone's).
    setViewportWidth(1280);
    const { user } = await openInbox();
    expect(toolbarButton('Scan')).toHaveAttribute('aria-disabled', 'true');
    expect(toolbarButton('Scan')).toHaveAccessibleDescription('Select mail first.');

    await user.click(row(unopened[0]!.name));
    await user.click(within(row(unopened[1]!.name)).getByRole('checkbox'));
    expect(toolbarButton('Rename')).toHaveAccessibleDescription('Select one item only.');
    expect(toolbarButton('Scan')).not.toHaveAttribute('aria-disabled');
  });

  it('shows the scan price and the balance after it, and sends the scan once confirmed', async () => {
    const { user, calls } = await openInbox(unopened, {
      'POST /api/mail/MarkPendingScan': (request: Request) =>
        request.json().then(({ mailIds }: { mailIds: number[] }) => ({
          body: unopened
            .filter((item) => mailIds.includes(item.mailId))
            .map((item) => ({ ...item, mailActions: PENDING_ACTION.scan })),
        })),
    });
    await user.click(row(unopened[0]!.name));
    await user.click(toolbarButton('Scan'));
    const dialog = screen.getByRole('dialog', { name: 'Scan 1 item' });
    expect(dialog).toHaveTextContent('$1.50 per item plus $0.20 per page scanned, for 1 item.');
    expect(dialog).toHaveTextContent('Your balance afterwards');
    await user.click(within(dialog).getByRole('button', { name: 'Scan' }));

    expect(await within(row(unopened[0]!.name)).findByText('Pending scan')).toBeVisible();
    expect(await bodyOf(calls, '/api/mail/MarkPendingScan')).toEqual({
      mailIds: [unopened[0]!.mailId],
    });
  });

  it('says when the balance cannot cover a scan, and links to Manual Payment', async () => {
    const { user } = await openInbox(unopened, {}, { ...member, balance: 1 });
    await user.click(row(unopened[0]!.name));
    await user.click(toolbarButton('Scan'));
    const dialog = screen.getByRole('dialog', { name: 'Scan 1 item' });
    expect(dialog).toHaveTextContent('Your balance does not cover this.');
    expect(within(dialog).getByRole('link', { name: 'Make a manual payment' })).toHaveAttribute(
      'href',
      '/Members/Account/ManualPayment',
    );
  });

  it('takes a recycled item out at once, and puts it back with the reason when the server refuses', async () => {
    // The server answers only once the test has seen the row go, however slow the machine.
    let refuse: (() => void) | undefined;
    const { user } = await openInbox(mailItems, {
      'POST /api/mail/Recycle': () =>
        new Promise((resolve) => {
          refuse = () => resolve({ status: 500 });
        }),
    });
    const name = mailItems[0]!.name;
    const count = screen.getAllByRole('row', { name: new RegExp(name) }).length;
    await user.click(screen.getAllByRole('row')[0]!);
    await user.click(toolbarButton('Delete'));
    await waitFor(() =>
      expect(screen.queryAllByRole('row', { name: new RegExp(name) })).toHaveLength(count - 1),
    );
    await waitFor(() => expect(refuse).toBeDefined());
    refuse!();
    expect(await screen.findByText('That did not work. Please try again.')).toBeVisible();
    expect(screen.getAllByRole('row', { name: new RegExp(name) })).toHaveLength(count);
  });
});

describe('the preview pane', () => {
  it('is built beside the list on a wide screen, and on a narrower one only once an item opens', async () => {
    setViewportWidth(1280);
    const { user } = await openInbox();
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'Nothing is selected',
    );

    setViewportWidth(1024);
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument(),
    );
    await user.click(row(unopened[0]!.name));
    expect(
      within(screen.getByRole('complementary', { name: 'Preview' })).getByRole('heading', {
        level: 2,
        name: unopened[0]!.name,
      }),
    ).toBeVisible();
  });
});

describe('renaming the opened item', () => {
  it('edits the name in place: Escape keeps the old name, blank is refused, Enter saves', async () => {
    setViewportWidth(1280); // Rename is a button of the pane's header (under More on a phone)
    const item = unopened[0]!;
    const { user, calls } = await openInbox(mailItems, {
      'POST /api/mail/RenameMail': (request: Request) => ({
        body: { ...item, name: new URL(request.url).searchParams.get('mailName') },
      }),
    });
    await user.click(row(item.name));
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 2, name: item.name })).toBeVisible();

    const renameButton = within(preview).getByRole('button', { name: 'Rename' });
    await user.click(renameButton);
    const field = within(preview).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveFocus();
    await user.keyboard('Gas bill{Escape}');
    expect(within(preview).getByRole('heading', { level: 2, name: item.name })).toBeVisible();
    await waitFor(() => expect(renameButton).toHaveFocus());
    expect(screen.getByText('1 selected')).toBeVisible();

    await user.click(within(preview).getByRole('button', { name: 'Rename' }));
    await user.clear(within(preview).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(within(preview).getByText('Can not be blank')).toBeVisible();

    await user.type(within(preview).getByRole('textbox', { name: 'Name' }), 'Gas bill{Enter}');
    expect(
      await within(preview).findByRole('heading', { level: 2, name: 'Gas bill' }),
    ).toBeVisible();
    expect(row('Gas bill')).toBeVisible();
    const renames = calls.filter((call) => call.url.includes('/api/mail/RenameMail'));
    expect(renames.map((call) => new URL(call.url).searchParams.get('mailName'))).toEqual([
      'Gas bill',
    ]);
  });
});

describe('changes shown before the server answers', () => {
  it('shows a new name at once, and the old one again with the reason when the server refuses', async () => {
    // The refused name stays in the field, to correct or cancel.
    setViewportWidth(1280);
    const item = unopened[0]!;
    const rename = heldAnswer(refusal);
    const { user } = await openInbox(mailItems, { 'POST /api/mail/RenameMail': rename.handler });
    await user.click(row(item.name));
    const preview = screen.getByRole('complementary', { name: 'Preview' });
    await user.click(within(preview).getByRole('button', { name: 'Rename' }));
    await user.clear(within(preview).getByRole('textbox', { name: 'Name' }));
    await user.type(within(preview).getByRole('textbox', { name: 'Name' }), 'Gas bill{Enter}');
    expect(row('Gas bill')).toBeVisible();

    rename.release();
    expect(await screen.findByText('That did not work. Please try again.')).toBeVisible();
    expect(row(item.name)).toBeVisible();
    expect(screen.queryByRole('row', { name: /Gas bill/ })).toBeNull();
    expect(within(preview).getByRole('textbox', { name: 'Name' })).toHaveValue('Gas bill');
  });

  it('moves an item out of the folder at once, and brings it back when the server refuses', async () => {
    const item = unopened[0]!;
    const move = heldAnswer(refusal);
    const { user } = await openInbox(mailItems, { 'POST /api/mail/MoveToFolder': move.handler });
    const count = screen.getAllByRole('row', { name: new RegExp(item.name) }).length;
    await user.click(row(item.name));
    await user.keyboard('v');
    const dialog = await screen.findByRole('dialog', { name: /^Move/ });
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() =>
      expect(screen.queryAllByRole('row', { name: new RegExp(item.name) })).toHaveLength(count - 1),
    );

    move.release();
    expect(await screen.findByText('That did not work. Please try again.')).toBeVisible();
    expect(screen.getAllByRole('row', { name: new RegExp(item.name) })).toHaveLength(count);
  });

  it('lists a new folder at once, and takes it away with the reason when the server refuses', async () => {
    const create = heldAnswer(refusal);
    const { user } = await openInbox(mailItems, { 'POST /api/Folder': create.handler });
    await user.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    await user.type(screen.getByLabelText('New Folder'), 'Travel{Enter}');
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(await within(folders).findByText('Travel')).toBeVisible();

    create.release();
    expect(await screen.findByText('That did not work. Please try again.')).toBeVisible();
    expect(within(folders).queryByText('Travel')).toBeNull();
  });

  it('lists folders made in a row before the server has made any, none yet to delete or open', async () => {
    const held: (() => void)[] = [];
    const { user } = await openInbox(mailItems, {
      'POST /api/Folder': () =>
        new Promise((resolve) => held.push(() => resolve({ status: 200, body: {} }))),
    });
    await user.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    await user.type(screen.getByLabelText('New Folder'), 'Travel{Enter}');
    await user.type(screen.getByLabelText('New Folder'), 'Holidays{Enter}');
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(await within(folders).findByRole('button', { name: 'Travel' })).toBeVisible();
    expect(await within(folders).findByRole('button', { name: 'Holidays' })).toBeVisible();
    expect(within(folders).getByRole('button', { name: 'Delete folder Tax' })).toBeVisible();
    expect(
      within(folders).queryByRole('button', { name: /^Delete folder (Travel|Holidays)$/ }),
    ).toBeNull();
    await user.click(within(folders).getByRole('button', { name: 'Travel' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Inbox');
    expect(held).toHaveLength(2);
    held.forEach((release) => release());
  });

  it('takes away only the refused folder while a second new one still waits for the server', async () => {
    const held: ((answer: { status: number; body?: unknown }) => void)[] = [];
    const { user } = await openInbox(mailItems, {
      'POST /api/Folder': () => new Promise((resolve) => held.push(resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    await user.type(screen.getByLabelText('New Folder'), 'Travel{Enter}');
    await user.type(screen.getByLabelText('New Folder'), 'Holidays{Enter}');
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(await within(folders).findByRole('button', { name: 'Holidays' })).toBeVisible();
    await waitFor(() => expect(held).toHaveLength(2));

    held[0]!(refusal);
    expect(await screen.findByText('That did not work. Please try again.')).toBeVisible();
    expect(within(folders).queryByRole('button', { name: 'Travel' })).toBeNull();
    expect(within(folders).getByRole('button', { name: 'Holidays' })).toBeVisible();
    held[1]!({ status: 200, body: { folderId: 21, name: 'Holidays' } });
  });

  it('takes a deleted folder away at once, and puts it back with the reason when the server refuses', async () => {
    const remove = heldAnswer(refusal);
    const { user } = await openInbox(mailItems, { 'DELETE /api/Folder': remove.handler });
    await user.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    await user.click(screen.getByRole('button', { name: 'Delete folder Tax' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Tax?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    await waitFor(() => expect(within(folders).queryByText('Tax')).toBeNull());

    remove.release();
    expect(await screen.findByText('That did not work. Please try again.')).toBeVisible();
    expect(within(folders).getByText('Tax')).toBeVisible();
  });
});

describe('inbox folders, search and keys', () => {
  it('adds a folder, refuses a blank or taken name, and deletes one after the confirm', async () => {
    const { user, calls } = await openInbox(mailItems, {
      'POST /api/Folder': { body: { folderId: 20, name: 'Travel' } },
      'DELETE /api/Folder': { status: 204 },
    });
    await user.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Can not be blank')).toBeVisible();
    await user.type(screen.getByLabelText('New Folder'), 'receipts{Enter}');
    expect(await screen.findByText('You already have a folder with this name')).toBeVisible();
    await user.clear(screen.getByLabelText('New Folder'));
    await user.type(screen.getByLabelText('New Folder'), 'Travel{Enter}');
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'POST' && call.url.includes('folderName=Travel')),
      ).toBe(true),
    );

    await user.click(screen.getByRole('button', { name: /^Tax/ }));
    await user.click(screen.getByRole('button', { name: 'Delete folder Tax' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Tax?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this folder?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    expect(calls.some((call) => call.method === 'DELETE' && call.url.includes('folderId=11'))).toBe(
      true,
    );
  });

  it('shows the server’s folder quota refusal in the member’s words', async () => {
    const limit =
      'You have 200 folders, the most an account can keep. Delete one you no longer use to make room.';
    const refused = {
      status: 409,
      body: { type: 'about:blank', title: 'Conflict', status: 409, code: 'folder_limit_reached' },
    };
    const { user, calls } = await openInbox(mailItems, { 'POST /api/Folder': refused });
    await user.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    await user.type(screen.getByLabelText('New Folder'), 'Travel{Enter}');
    expect(await screen.findByText(limit)).toBeVisible();
    expect(calls.filter((call) => call.url.includes('/api/Folder?'))).toHaveLength(1);
  });

  it('does not ask for a folder when the sidebar already holds the quota', async () => {
    const full = Array.from({ length: 200 }, (_, index) => ({
      folderId: 100 + index,
      name: `Folder ${index}`,
    }));
    const { user, calls } = await openInbox(mailItems, { 'GET /api/Folder': { body: full } });
    await user.click(screen.getByRole('button', { name: 'Add/Delete Folder' }));
    await user.type(screen.getByLabelText('New Folder'), 'Travel{Enter}');
    expect(
      await screen.findByText(/^You have 200 folders, the most an account can keep\./),
    ).toBeVisible();
    expect(calls.some((call) => call.url.includes('/api/Folder?'))).toBe(false);
  });

  it('searches the server after typing stops and marks the matched words', async () => {
    const { user, calls } = await openInbox(mailItems, {
      'GET /api/mail/search': { body: [mailItems[0]] },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'commonwealth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    const searches = calls.filter((call) => call.url.includes('/api/mail/search'));
    expect(searches.map((call) => new URL(call.url).searchParams.get('query'))).toEqual([
      'commonwealth',
    ]);
    const mark = await screen.findByText('Commonwealth', { selector: 'mark' });
    expect(mark).toBeVisible();

    await user.keyboard('{Escape}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  it('answers j, x, # and ?, and ignores them while typing', async () => {
    const { user, calls } = await openInbox(mailItems, {
      'POST /api/mail/Recycle': { status: 204 },
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'jx');
    expect(screen.queryByText(/^\d+ selected$/)).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search mail' }));
    await user.click(document.body);

    await user.keyboard('j');
    expect(screen.getAllByRole('row')[0]).toHaveAttribute('data-active', 'true');
    await user.keyboard('x');
    expect(screen.getByText('1 selected')).toBeVisible();
    await user.keyboard('#');
    expect(await screen.findByText('Moved to Deleted Items')).toBeVisible();
    expect(await bodyOf(calls, '/api/mail/Recycle')).toEqual({ mailIds: [mailItems[0]!.mailId] });

    await user.keyboard('?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  });
});

describe('search results', () => {
  it('show under the row where the scan holds the search, its page and the match marked', async () => {
    const [scanned, other] = mailItems.filter((item) => item.status === MAIL_STATUS.scanned);
    const passage = '…the closing balance of your savings account was $2,140.00';
    fakeMembersApi({
      'POST /api/account/GetAccount': { body: member },
      'GET /api/mail/search': {
        body: [{ ...scanned!, snippet: { text: passage, page: 3, start: 29, length: 7 } }, other!],
      },
    });
    renderPortal('/Members/?q=savings', { signedInAs: member });
    const [withSnippet, without] = await screen.findAllByRole('row');
    expect(within(withSnippet!).getByText('Page 3')).toBeVisible();
    expect(within(withSnippet!).getByText('savings', { selector: 'mark' })).toBeVisible();
    expect(withSnippet).toHaveTextContent(
      '…the closing balance of your savings account was $2,140.00',
    );
    expect(within(without!).queryByText(/^Page \d+$/)).toBeNull();
  });
});
