import { calendarDateIn } from '@portal/domain/calendar';
import { exportedFolderId, mailCsv, mailCsvFileName } from '@portal/domain/mail-export';
import type { MailView } from '@portal/domain/mail-list';
import { isParcel, statusLabel } from '@portal/domain/mail-status';
import { useToast } from '@portal/ui/toast';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { downloadCsv } from '#shared/download-csv.ts';
import { useFetchMailExport } from '#inbox/api/mail-export.ts';
import { folderName } from '#inbox/folder-name.ts';
import type { MailSort } from '#inbox/inbox-search.ts';
import { sortMail } from '#inbox/sort-mail.ts';

export interface MailExport {
  /** While the view is read and written: the action shows it is busy and does not start again. */
  exporting: boolean;
  exportCsv: () => void;
}

/**
 * The view's mail as a CSV file (issue 38): every page of the folder or search read afresh, in the
 * list's order, worded as the list words it in the member's language, with each item's folder and
 * labels by name. A failure is told in a toast; the list on screen is left as it was.
 */
export function useMailExport(view: MailView, sort: MailSort): MailExport {
  const intl = useIntl();
  const toast = useToast();
  const fetchMailExport = useFetchMailExport();
  const [exporting, setExporting] = useState(false);
  const running = useRef(false);
  const message = (id: string) => intl.formatMessage({ id });

  const run = async () => {
    const { items, labels, folders } = await fetchMailExport(view);
    const labelNames = new Map(labels.map((label) => [label.labelId, label.name]));
    const csv = mailCsv(
      sortMail(items, sort, intl.locale).map((item) => ({
        date: new Date(item.dateScanned),
        name: item.name,
        type: message(isParcel(item) ? 'inbox.list.parcel' : 'inbox.list.letter'),
        status: statusLabel(item)
          .map((part) => message(part.key))
          .join(' · '),
        folder: folderName(intl, folders, exportedFolderId(view, item)),
        labels: (item.labelIds ?? []).flatMap((labelId) => labelNames.get(labelId) ?? []),
      })),
      {
        headings: {
          date: message('inbox.export.date'),
          name: message('inbox.export.name'),
          type: message('inbox.export.type'),
          status: message('inbox.export.status'),
          folder: message('inbox.export.folder'),
          labels: message('inbox.export.labels'),
        },
        day: (date) => intl.formatDate(date, { format: 'day' }),
      },
    );
    const named =
      'search' in view
        ? { search: view.search }
        : { folderName: folderName(intl, folders, view.folderId) };
    downloadCsv(csv, mailCsvFileName(named, calendarDateIn(new Date(), intl.timeZone)));
  };

  const exportCsv = () => {
    // A second click while the first export runs does not start another.
    if (running.current) return;
    running.current = true;
    setExporting(true);
    run()
      .catch(() => toast(message('inbox.export.failed'), { tone: 'error' }))
      .finally(() => {
        running.current = false;
        setExporting(false);
      });
  };

  return { exporting, exportCsv };
}
