import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '#button/button.tsx';
import { DataTable, type DataTableColumn } from '#data-table/data-table.tsx';
import { EmptyState } from '#empty-state/empty-state.tsx';

interface Mail {
  mailId: string;
  name: string;
  status: string;
  dateScanned: string;
  weight: number;
}

const MAIL: Mail[] = [
  {
    mailId: '101',
    name: 'Letter from ATO',
    status: 'Unopened',
    dateScanned: '03/02/26',
    weight: 20,
  },
  {
    mailId: '102',
    name: 'Bank statement',
    status: 'Opened and scanned',
    dateScanned: '02/02/26',
    weight: 35,
  },
  {
    mailId: '103',
    name: 'Parcel — books',
    status: 'Forwarded',
    dateScanned: '29/01/26',
    weight: 1250,
  },
  { mailId: '104', name: 'Council rates', status: 'Unopened', dateScanned: '28/01/26', weight: 18 },
  {
    mailId: '105',
    name: 'Insurance renewal',
    status: 'Shredded',
    dateScanned: '20/01/26',
    weight: 22,
  },
];

const COLUMNS: DataTableColumn<Mail>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (mail) => (
      <Button variant="link" size="sm">
        {mail.name}
      </Button>
    ),
  },
  { id: 'status', header: 'Status', cell: (mail) => mail.status },
  { id: 'date', header: 'Scanned', cell: (mail) => mail.dateScanned },
  { id: 'weight', header: 'Weight (g)', cell: (mail) => mail.weight, align: 'end' },
];

function Inbox({ initial = [] as string[], rows = MAIL }) {
  const [selected, setSelected] = useState(() => new Set(initial));
  const [active, setActive] = useState<string>();
  return (
    <DataTable
      label="Inbox"
      columns={COLUMNS}
      rows={rows}
      getRowId={(mail) => mail.mailId}
      activeRowId={active}
      onRowClick={(mail) => setActive(mail.mailId)}
      selection={{
        selectedIds: selected,
        onSelectionChange: setSelected,
        selectAllLabel: 'Select all',
        rowLabel: (mail) => `Select ${mail.name}`,
      }}
      empty={<EmptyState title="We didn't find anything to show here" icon="inbox" />}
    />
  );
}

// A generic component: each story renders it with its own row type.
const meta = { title: 'Data/DataTable', component: DataTable } satisfies Meta;

export default meta;
type Story = StoryObj;

/** Tick a box, then Shift+click another to select the range between them. */
export const SelectableInbox: Story = { render: () => <Inbox /> };
export const SomeSelected: Story = { render: () => <Inbox initial={['101', '102']} /> };
export const Empty: Story = { render: () => <Inbox rows={[]} /> };
export const ReadOnly: Story = {
  render: () => (
    <DataTable
      label="Transactions"
      columns={COLUMNS}
      rows={MAIL}
      getRowId={(mail) => mail.mailId}
    />
  ),
};
