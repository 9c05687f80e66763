import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_STATUS } from '@portal/domain/mail-status';
import { setViewportWidth } from '@portal/ui/test-support/browser-apis';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';
import { mailItems, member } from '#testing/fixtures.ts';

const rows = () => screen.getAllByRole('row');
const preview = () => screen.getByRole('complementary', { name: 'Preview' });
/** The mail actions a toolbar offers (not More, which the list's also has for the whole view). */
const enabledIn = (toolbar: HTMLElement) =>
  within(toolbar)
    .getAllByRole('button')
    .filter((button) => button.dataset['action'] && button.getAttribute('aria-disabled') !== 'true')
    .map((button) => button.dataset['action']);

async function openInbox(items = mailItems, overrides: Record<string, unknown> = {}) {
  const calls = fakeMembersApi({
    'POST /api/account/GetAccount': { body: member },
    'GET /api/Mail': { body: items },
    'POST /api/mail/Recycle': { status: 204 },
    'POST /api/mail/MoveToFolder': { status: 204 },
    'POST /api/mail/CancelPending': async (request: Request) => {
      const { mailIds } = (await request.json()) as { mailIds: number[] };
      return { body: items.filter((item) => mailIds.includes(item.mailId)) };
    },
    ...overrides,
  });
  const user = userEvent.setup();
  renderPortal('/Members/', { signedInAs: member });
  // The first test of the file also loads the screens' code: more than the usual five seconds on CI.
  await screen.findAllByRole('row', undefined, { timeout: 10_000 });
  return { calls, user };
}

const callsTo = (calls: Request[], path: string) =>
  calls.filter((call) => new URL(call.url).pathname === path);

describe('the preview beside the list', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows exactly the last item opened, after several in a row', async () => {
    const { user } = await openInbox();
    for (const index of [0, 1, 2, 3, 4]) await user.click(rows()[index]!);
    const headings = within(preview()).getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([mailItems[4]!.name]);
    expect(within(preview()).getAllByRole('toolbar')).toHaveLength(1);
  });

  it('summarises several selected items, with the toolbar’s own actions for them', async () => {
    const { user } = await openInbox();
    await user.click(rows()[0]!);
    await user.click(within(rows()[1]!).getByRole('checkbox'));
    await user.click(within(rows()[4]!).getByRole('checkbox'));

    const pane = preview();
    expect(within(pane).getByRole('heading', { level: 2, name: '3 selected' })).toBeVisible();
    const weight = [0, 1, 4].reduce((sum, index) => sum + mailItems[index]!.weight, 0);
    expect(pane).toHaveTextContent(`Total weight ${weight} g`);
    expect(within(pane).queryByRole('heading', { name: mailItems[0]!.name })).toBeNull();
    const listToolbar = screen.getByRole('toolbar', { name: 'Mail actions' });
    expect(enabledIn(within(pane).getByRole('toolbar'))).toEqual(
      enabledIn(listToolbar).filter((action) => action !== 'rename' && action !== 'rescan'),
    );
    expect(within(pane).getByText('Download', { selector: 'dt' }).closest('div')).toHaveTextContent(
      'Applies to 3 of 3',
    );
  });

  it('acts on one opened item with the same actions as the toolbar', async () => {
    const scanned = mailItems.filter((item) => item.status === MAIL_STATUS.scanned);
    const { user } = await openInbox(scanned);
    await user.click(rows()[0]!);
    expect(enabledIn(within(preview()).getByRole('toolbar'))).toEqual(
      enabledIn(screen.getByRole('toolbar', { name: 'Mail actions' })),
    );
  });
  it('clears the selection and the preview together with Esc', async () => {
    const { user } = await openInbox();
    await user.click(rows()[2]!);
    expect(within(preview()).getByRole('heading', { level: 2 })).toHaveTextContent(
      mailItems[2]!.name,
    );
    await user.keyboard('{Escape}');
    expect(preview()).toHaveTextContent('Nothing is selected');
    expect(rows().filter((row) => row.getAttribute('aria-selected') === 'true')).toHaveLength(0);
  });
});

describe('the keyboard', () => {
  beforeEach(() => setViewportWidth(1280));

  it('works from page load: j and k move focus down the rows, Enter opens, j reads on', async () => {
    const { user } = await openInbox();
    await user.keyboard('j');
    expect(rows()[0]).toHaveFocus();
    await user.keyboard('jjk');
    expect(rows()[1]).toHaveFocus();
    expect(preview()).toHaveTextContent('Nothing is selected');

    await user.keyboard('{Enter}');
    expect(within(preview()).getByRole('heading', { level: 2 })).toHaveTextContent(
      mailItems[1]!.name,
    );
    await user.keyboard('j');
    expect(rows()[2]).toHaveFocus();
    expect(within(preview()).getByRole('heading', { level: 2 })).toHaveTextContent(
      mailItems[2]!.name,
    );
  });

  it('x toggles and Shift+j extends without opening; o opens the row the keyboard is on', async () => {
    const { user } = await openInbox();
    await user.keyboard('jx');
    await user.keyboard('{Shift>}jj{/Shift}');
    expect(within(preview()).getByRole('heading', { level: 2 })).toHaveTextContent('3 selected');
    await user.keyboard('{Escape}o');
    expect(within(preview()).getByRole('heading', { level: 2 })).toHaveTextContent(
      mailItems[2]!.name,
    );
  });

  it('takes focus back from the sidebar with j, and leaves Enter on a folder to the folder', async () => {
    const { user } = await openInbox();
    const tax = screen.getByRole('button', { name: /^Tax/ });
    tax.focus();
    await user.keyboard('j');
    expect(rows()[0]).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  });

  it('deletes with #, keeps focus on the next row, and z puts the item back where it was', async () => {
    const filed = mailItems.map((item, index) => (index === 5 ? { ...item, folderId: 12 } : item));
    const { user, calls } = await openInbox(filed);
    await user.keyboard('jjjjjj#');
    expect(await screen.findByText('Moved to Deleted Items')).toBeVisible();
    await waitFor(() => expect(rows()[5]).toHaveFocus());
    expect(rows()[5]).toHaveAccessibleName(new RegExp(filed[6]!.name));

    await user.keyboard('z');
    expect(await screen.findByText('Put back where it was')).toBeVisible();
    const [back] = callsTo(calls, '/api/mail/MoveToFolder');
    expect(new URL(back!.url).searchParams.get('folderId')).toBe('12');
    expect(await back!.json()).toEqual({ mailIds: [filed[5]!.mailId] });
  });

  it('says why # does nothing to a row with a request pending', async () => {
    const { user, calls } = await openInbox();
    await user.keyboard('jj#');
    expect(await screen.findByText(/pending/i, { selector: '[role="status"] span' })).toBeVisible();
    expect(callsTo(calls, '/api/mail/Recycle')).toHaveLength(0);
  });
});

describe('undo and move', () => {
  it('offers Undo in the toast after a delete, which moves the item back and calls off its shredding', async () => {
    const { user, calls } = await openInbox();
    await user.click(rows()[0]!);
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Mail actions' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(callsTo(calls, '/api/mail/MoveToFolder')).toHaveLength(1));
    const [back] = callsTo(calls, '/api/mail/MoveToFolder');
    expect(new URL(back!.url).searchParams.get('folderId')).toBe('-4');
    expect(await screen.findByText('Put back where it was')).toBeVisible();
    // Deleting a letter still held asked for it to be shredded; putting it back calls that off.
    const [kept] = callsTo(calls, '/api/mail/CancelPending');
    expect(await kept!.json()).toEqual({ mailIds: [mailItems[0]!.mailId] });
  });

  it('offers another folder than the items’ own, then the one last used', async () => {
    const { user } = await openInbox();
    await user.keyboard('jv');
    const dialog = await screen.findByRole('dialog', { name: /^Move/ });
    const folder = within(dialog).getByRole('combobox', { name: 'Folder' });
    expect(folder).toHaveDisplayValue('Tax');
    await user.selectOptions(folder, 'Bank statements');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('v');
    expect(
      within(await screen.findByRole('dialog', { name: /^Move/ })).getByRole('combobox', {
        name: 'Folder',
      }),
    ).toHaveDisplayValue('Bank statements');
  });
});

describe('empty lists', () => {
  it('say what a search looked in and what to try next', async () => {
    const { user } = await openInbox(mailItems, { 'GET /api/mail/search': { body: [] } });
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), 'zebra');
    expect(await screen.findByText(/Try fewer or other words/)).toBeVisible();
  });
});
