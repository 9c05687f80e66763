import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '#data-table/data-table.tsx';

interface Item {
  id: string;
  name: string;
}

const ITEMS: Item[] = ['Letter A', 'Letter B', 'Letter C', 'Letter D', 'Letter E'].map(
  (name, index) => ({
    id: String(index + 1),
    name,
  }),
);

const COLUMNS: DataTableColumn<Item>[] = [
  { id: 'name', header: 'Name', cell: (item) => item.name },
];

function Harness({
  onRowClick,
  rows = ITEMS,
}: {
  onRowClick?: (item: Item) => void;
  rows?: Item[];
}) {
  const [selected, setSelected] = useState(new Set<string>());
  return (
    <DataTable
      label="Inbox"
      columns={COLUMNS}
      rows={rows}
      getRowId={(item) => item.id}
      onRowClick={onRowClick}
      empty="Nothing here"
      selection={{
        selectedIds: selected,
        onSelectionChange: setSelected,
        selectAllLabel: 'Select all',
        rowLabel: (item) => `Select ${item.name}`,
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const selectedNames = () =>
  screen
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-selected') === 'true')
    .map((row) => within(row).getByRole('cell', { name: /^Letter/ }).textContent);

describe('DataTable', () => {
  it('is a named table with a checkbox per row that marks the row selected', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('table', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument();
    expect(rowOf('Letter B')).toHaveAttribute('aria-selected', 'false');
    await user.click(box('Letter B'));
    expect(rowOf('Letter B')).toHaveAttribute('aria-selected', 'true');
    expect(box('Letter B')).toBeChecked();
  });

  it('selects the range between two clicks when Shift is held', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Letter B'));
    await user.keyboard('{Shift>}');
    await user.click(box('Letter D'));
    await user.keyboard('{/Shift}');
    expect(selectedNames()).toEqual(['Letter B', 'Letter C', 'Letter D']);

    // A Shift+click upwards from the same anchor: B stays the anchor.
    await user.keyboard('{Shift>}');
    await user.click(box('Letter A'));
    await user.keyboard('{/Shift}');
    expect(selectedNames()).toEqual(['Letter A', 'Letter B', 'Letter C', 'Letter D']);
  });

  it('selects a range from the keyboard with Shift+Space', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box('Letter E'));
    box('Letter C').focus();
    await user.keyboard('{Shift>} {/Shift}');
    expect(selectedNames()).toEqual(['Letter C', 'Letter D', 'Letter E']);
  });

  it('selects and clears all from the header box, which shows a partial selection', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    await user.click(box('Letter A'));
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(all).toBeChecked();
    expect(selectedNames()).toHaveLength(5);
    await user.click(all);
    expect(selectedNames()).toHaveLength(0);
    expect(all).not.toBeChecked();
  });

  it('reports a click on the row, but not one on its checkbox', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    render(<Harness onRowClick={onRowClick} />);
    await user.click(screen.getByRole('cell', { name: 'Letter C' }));
    await user.click(box('Letter A'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenCalledWith(ITEMS[2]);
  });

  it('shows its empty state when there are no rows', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByRole('cell', { name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
  });
});
