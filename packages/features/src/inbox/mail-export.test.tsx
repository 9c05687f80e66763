import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_STATUS, PENDING_ACTION } from '@portal/domain/mail-status';
import { setViewportWidth } from '@portal/ui/test-support/browser-apis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mailItem, member } from '#testing/fixtures.ts';
import { fakeMembersApi, renderPortal } from '#testing/render-portal.tsx';

type Item = typeof mailItem;
const DAY = 24 * 60 * 60 * 1000;

/** The Tax folder (11): 203 items newest first, so the first page of 200 is followed by another. */
const taxFolder: Item[] = Array.from({ length: 203 }, (_, index) => ({
  ...mailItem,
  mailId: 5000 - index,
  name: `Sender ${index}`,
  status: MAIL_STATUS.unopened,
  mailActions: null,
  // 09:00 in Sydney, the day before in UTC.
  dateScanned: new Date(Date.UTC(2026, 10, 19, 22) - index * DAY).toISOString(),
  folderId: 11,
  labelIds: [],
}));
// The last three, on the second page: labels, a formula for a name, a parcel with a forward pending.
Object.assign(taxFolder[200]!, { name: 'Australian Taxation Office', labelIds: [4, 3] });
Object.assign(taxFolder[201]!, { name: '=HYPERLINK("http://x")', labelIds: [3] });
Object.assign(taxFolder[202]!, {
  name: 'Amazon parcel',
  mailType: 1,
  status: MAIL_STATUS.scanned,
  mailActions: PENDING_ACTION.forward,
});

/** GET /api/Mail as the server pages it: `limit` items after the item `after`. */
function paged(items: Item[]) {
  return (request: Request) => {
    const query = new URL(request.url).searchParams;
    const after = query.get('after');
    const start = after ? items.findIndex((item) => item.mailId === Number(after)) + 1 : 0;
    return { body: items.slice(start, start + Number(query.get('limit'))) };
  };
}

/** The file handed to the browser: its name and its text, the byte-order mark first. */
function catchDownload() {
  const file = { name: '', blob: undefined as Blob | undefined };
  URL.createObjectURL = vi.fn((blob: Blob) => {
    file.blob = blob;
    return 'blob:mail';
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    file.name = this.download;
  });
  return { file, click };
}

const toolbar = () => within(screen.getByRole('toolbar', { name: 'Mail actions' }));
const callsTo = (calls: Request[], path: string) =>
  calls.filter((call) => new URL(call.url).pathname === path);

describe('exporting the mail of a view as CSV (issue 38)', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => vi.restoreAllMocks());

  it('exports every page of a folder, worded as the list words it, with each item’s labels', async () => {
    const calls = fakeMembersApi({ 'GET /api/Mail': paged(taxFolder) });
    const { file, click } = catchDownload();
    const user = userEvent.setup();
    renderPortal('/Members/?folder=11', { signedInAs: member });
    await screen.findAllByRole('row', undefined, { timeout: 10_000 });
    const before = callsTo(calls, '/api/Mail').length;

    // Nothing selected: the export is of the view, not of a selection.
    await user.click(toolbar().getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());

    // Read afresh, both pages: the second starts after the first page's last item.
    const pages = callsTo(calls, '/api/Mail')
      .slice(before)
      .map((call) => new URL(call.url).searchParams);
    expect(pages.map((query) => [query.get('folder'), query.get('after')])).toEqual([
      ['11', null],
      ['11', String(taxFolder[199]!.mailId)],
    ]);
    expect(file.name).toMatch(/^mail-tax-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.blob!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.blob!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = (await file.blob!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines).toHaveLength(1 + 203 + 1);
    expect(lines[0]).toBe('Received,Name,Type,Status,Folder,Labels');
    expect(lines[1]).toBe('20/11/2026,Sender 0,Letter,Unopened,Tax,');
    expect(lines.slice(-4)).toEqual([
      '04/05/2026,Australian Taxation Office,Letter,Unopened,Tax,Tax; Bank',
      `03/05/2026,"'=HYPERLINK(""http://x"")",Letter,Unopened,Tax,Bank`,
      '02/05/2026,Amazon parcel,Parcel,Scanned · Pending forward,Tax,',
      '',
    ]);
  });

  it('shows it is busy while it exports; a failure is told in a toast and the list stays', async () => {
    let answerExport: (answer: { status: number }) => void = () => undefined;
    let listed = false;
    fakeMembersApi({
      'GET /api/Mail': (request: Request) => {
        if (!listed) {
          listed = true;
          return paged(taxFolder.slice(0, 3))(request);
        }
        return new Promise((resolve) => (answerExport = resolve));
      },
    });
    const { click } = catchDownload();
    const user = userEvent.setup();
    renderPortal('/Members/?folder=11', { signedInAs: member });
    await screen.findAllByRole('row', undefined, { timeout: 10_000 });

    await user.click(toolbar().getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Export CSV' }));
    expect(await toolbar().findByRole('status')).toHaveTextContent('Exporting the mail…');
    await user.click(toolbar().getByRole('button', { name: 'More' }));
    const exporting = screen.getByRole('menuitem', { name: 'Export CSV' });
    expect(exporting).toHaveAttribute('aria-disabled', 'true');
    expect(exporting).toHaveAccessibleDescription('Exporting the mail…');
    await user.keyboard('{Escape}');

    answerExport({ status: 500 });
    expect(
      await screen.findByText('The mail could not be exported. Please try again.'),
    ).toBeVisible();
    expect(click).not.toHaveBeenCalled();
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(toolbar().getByRole('status')).toHaveTextContent('');
  });

  it('exports a search on a phone by keyboard alone, saying where each item is filed', async () => {
    setViewportWidth(390);
    fakeMembersApi({
      'GET /api/mail/search': paged([
        { ...mailItem, labelIds: [3] },
        { ...mailItem, mailId: 8, name: 'Bank fees', folderId: 11, mailActions: null },
      ]),
    });
    const { file, click } = catchDownload();
    const user = userEvent.setup();
    renderPortal('/Members/?q=bank', { signedInAs: member });
    await screen.findAllByRole('row', undefined, { timeout: 10_000 });

    toolbar().getByRole('button', { name: 'More' }).focus();
    await user.keyboard('{Enter}');
    // Last under More, after the mail actions, which wait for a selection.
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Export CSV' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(click).toHaveBeenCalled());

    expect(file.name).toMatch(/^mail-search-bank-\d{4}-\d{2}-\d{2}\.csv$/);
    expect((await file.blob!.text()).replace('\uFEFF', '').split('\r\n')).toEqual([
      'Received,Name,Type,Status,Folder,Labels',
      '02/11/2026,Letter from the bank,Letter,Scanned · Pending forward,Inbox,Bank',
      '02/11/2026,Bank fees,Letter,Scanned,Tax,',
      '',
    ]);
  });

  it('writes the headings and words in the member’s language', async () => {
    fakeMembersApi({ 'GET /api/Mail': paged(taxFolder.slice(200)) });
    const { file, click } = catchDownload();
    const user = userEvent.setup();
    renderPortal('/Members/?folder=11', { signedInAs: member, locale: 'jp' });
    await screen.findAllByRole('row', undefined, { timeout: 10_000 });

    await user.click(
      screen
        .getByRole('toolbar', { name: '郵便物の操作' })
        .querySelector('[aria-haspopup="menu"]')!,
    );
    await user.click(screen.getByRole('menuitem', { name: 'CSVをエクスポート' }));
    await waitFor(() => expect(click).toHaveBeenCalled());

    const lines = (await file.blob!.text()).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('受取日,名前,種類,状態,フォルダー,ラベル');
    expect(lines[3]).toMatch(/^2026\/05\/02,Amazon parcel,小包,.+,Tax,$/);
  });
});
