import { describe, expect, it } from 'vitest';
import { FOLDER } from './folders.ts';
import { exportedFolderId, mailCsv, mailCsvFileName, type MailCsvRow } from './mail-export.ts';

const headings = {
  date: 'Received',
  name: 'Name',
  type: 'Type',
  status: 'Status',
  folder: 'Folder',
  labels: 'Labels',
};

/** The list's day in Sydney, as an Australian reads it. */
const day = (date: Date) =>
  new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'short' }).format(
    date,
  );

const row = (overrides: Partial<MailCsvRow> = {}): MailCsvRow => ({
  date: new Date('2026-11-19T22:00:00Z'),
  name: 'Commonwealth Bank',
  type: 'Letter',
  status: 'Scanned · Pending forward',
  folder: 'Tax',
  labels: [],
  ...overrides,
});

describe('the mail export (issue 38)', () => {
  it('writes a line per item under the headings: day, name, type, status, folder, labels joined by "; "', () => {
    const csv = mailCsv(
      [
        row({ labels: ['Tax', 'Bank'] }),
        row({
          date: new Date('2026-11-01T01:00:00Z'),
          name: 'Amazon parcel',
          type: 'Parcel',
          status: 'Unopened',
          folder: 'Inbox',
        }),
      ],
      { headings, day },
    );
    expect(csv).toBe(
      'Received,Name,Type,Status,Folder,Labels\r\n' +
        // 09:00 on 20 November in Sydney, still the 19th in UTC.
        '20/11/26,Commonwealth Bank,Letter,Scanned · Pending forward,Tax,Tax; Bank\r\n' +
        '1/11/26,Amazon parcel,Parcel,Unopened,Inbox,\r\n',
    );
  });

  it('quotes names and labels that need it and keeps formulas from running', () => {
    const csv = mailCsv(
      [row({ name: '=HYPERLINK("x")', folder: '+Tax', labels: ['-urgent', 'Smith, J'] })],
      { headings, day },
    );
    expect(csv.split('\r\n')[1]).toBe(
      `20/11/26,"'=HYPERLINK(""x"")",Letter,Scanned · Pending forward,'+Tax,"'-urgent; Smith, J"`,
    );
  });

  it('says where each item is: its folder, the Inbox when unfiled, Deleted Items in Deleted Items', () => {
    expect(exportedFolderId({ folderId: FOLDER.allStoredItems }, { folderId: 11 })).toBe(11);
    expect(exportedFolderId({ folderId: FOLDER.allStoredItems }, { folderId: null })).toBe(
      FOLDER.inbox,
    );
    expect(exportedFolderId({ search: 'bank' }, { folderId: 12 })).toBe(12);
    expect(exportedFolderId({ folderId: FOLDER.deletedItems }, { folderId: 11 })).toBe(
      FOLDER.deletedItems,
    );
  });

  it('names the file for the view and the day, in characters every system allows', () => {
    const today = { year: 2026, month: 11, day: 20 };
    expect(mailCsvFileName({ folderName: 'Inbox' }, today)).toBe('mail-inbox-2026-11-20.csv');
    expect(mailCsvFileName({ folderName: 'Bank statements / 2026' }, today)).toBe(
      'mail-bank-statements-2026-2026-11-20.csv',
    );
    expect(mailCsvFileName({ folderName: '削除済みアイテム' }, today)).toBe(
      'mail-削除済みアイテム-2026-11-20.csv',
    );
    expect(mailCsvFileName({ search: ' label:tax "ATO" ' }, today)).toBe(
      'mail-search-label-tax-ato-2026-11-20.csv',
    );
    expect(mailCsvFileName({ search: '***' }, today)).toBe('mail-search-2026-11-20.csv');
    expect(mailCsvFileName({ folderName: '..' }, today)).toBe('mail-folder-2026-11-20.csv');
    expect(mailCsvFileName({ folderName: 'x'.repeat(100) }, today)).toBe(
      `mail-${'x'.repeat(40)}-2026-11-20.csv`,
    );
  });
});
