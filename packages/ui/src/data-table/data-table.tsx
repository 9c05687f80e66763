import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Checkbox } from '#checkbox/checkbox.tsx';
import * as styles from '#data-table/data-table.css.ts';
import { toggleAll, toggleSelection } from '#data-table/selection.ts';
import { cx } from '#shared/class-names.ts';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** `end` for amounts and counts, so digits line up. */
  align?: 'start' | 'end';
}

export interface DataTableSelection<Row> {
  selectedIds: ReadonlySet<string>;
  onSelectionChange: (selectedIds: Set<string>) => void;
  /** Name of the header checkbox ("Select all"). */
  selectAllLabel: string;
  /** Name of a row's checkbox, from what identifies the row ("Select Letter from ATO"). */
  rowLabel: (row: Row) => string;
}

interface DataTableProps<Row> {
  /** Names the table for screen readers ("Inbox"). */
  label: string;
  /** Keep the same array between renders (a module constant or useMemo): rows re-render when it changes. */
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Adds a checkbox per row and a select-all box; Shift+click selects a range. */
  selection?: DataTableSelection<Row>;
  /** The row shown elsewhere (the inbox preview), marked with a bar. */
  activeRowId?: string;
  /**
   * A click on the row outside its controls, for pointer users' convenience (open the preview).
   * Keyboard users need the same action from a button or link in one of the cells.
   */
  onRowClick?: (row: Row) => void;
  /** Shown in place of the rows when there are none ("We didn't find anything to show here"). */
  empty?: ReactNode;
  /**
   * Under 768 px each row becomes a card of "header: value" lines instead of a table too wide to
   * read; a column's text header labels its value there.
   */
  stackOnPhone?: boolean;
}

/** True when Shift was held for this change (checkboxes change from a click, or Space). */
const withShift = (event: ChangeEvent) =>
  'shiftKey' in event.nativeEvent && event.nativeEvent.shiftKey === true;

/**
 * A table of records with optional row selection. Rows re-render only when their own data or
 * selection changes, so selecting in a long list stays quick.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  selection,
  activeRowId,
  onRowClick,
  empty,
  stackOnPhone = false,
}: DataTableProps<Row>) {
  const ids = rows.map(getRowId);
  const anchorId = useRef<string | undefined>(undefined);
  // Rows get one stable toggle handler; it reads the newest rows and selection from here.
  const latest = useRef({ ids, selection });
  useLayoutEffect(() => {
    latest.current = { ids, selection };
  });

  const onToggle = useCallback((id: string, checked: boolean, range: boolean) => {
    const { ids: currentIds, selection: current } = latest.current;
    if (!current) return;
    current.onSelectionChange(
      toggleSelection({
        ids: currentIds,
        selected: current.selectedIds,
        id,
        checked,
        anchorId: anchorId.current,
        range,
      }),
    );
    if (!range) anchorId.current = id;
  }, []);

  const selectedCount = selection ? ids.filter((id) => selection.selectedIds.has(id)).length : 0;
  const allSelected = ids.length > 0 && selectedCount === ids.length;

  return (
    <div className={styles.scroller}>
      <table className={cx(styles.table, stackOnPhone && styles.stackOnPhone)} aria-label={label}>
        <thead>
          <tr>
            {selection && (
              <th scope="col" className={cx(styles.headerCell(), styles.selectCell)}>
                <Checkbox
                  label={selection.selectAllLabel}
                  hideLabel
                  checked={allSelected}
                  indeterminate={selectedCount > 0 && !allSelected}
                  disabled={ids.length === 0}
                  onChange={() =>
                    selection.onSelectionChange(toggleAll(ids, selection.selectedIds))
                  }
                />
              </th>
            )}
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={styles.headerCell({ align: column.align })}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length + (selection ? 1 : 0)} className={styles.emptyCell}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => {
              const id = ids[index] ?? getRowId(row);
              return (
                <DataRow
                  key={id}
                  id={id}
                  row={row}
                  columns={columns}
                  selected={selection ? selection.selectedIds.has(id) : undefined}
                  checkboxLabel={selection?.rowLabel(row)}
                  active={id === activeRowId}
                  onToggle={onToggle}
                  onRowClick={onRowClick}
                />
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

interface DataRowProps<Row> {
  id: string;
  row: Row;
  columns: readonly DataTableColumn<Row>[];
  /** Undefined when the table has no selection. */
  selected: boolean | undefined;
  checkboxLabel: string | undefined;
  active: boolean;
  onToggle: (id: string, checked: boolean, range: boolean) => void;
  onRowClick: ((row: Row) => void) | undefined;
}

const DataRow = memo(function DataRow<Row>({
  id,
  row,
  columns,
  selected,
  checkboxLabel,
  active,
  onToggle,
  onRowClick,
}: DataRowProps<Row>) {
  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    const onControl = (event.target as Element).closest(
      'input, button, a, label, select, textarea',
    );
    if (onRowClick && !onControl) onRowClick(row);
  };
  return (
    // Pointer convenience only: the keyboard reaches the same action through a control in a cell.
    <tr
      className={styles.row}
      aria-selected={selected}
      data-active={active || undefined}
      data-clickable={onRowClick ? true : undefined}
      onClick={onClick}
    >
      {selected !== undefined && (
        <td className={cx(styles.cell(), styles.selectCell)}>
          <Checkbox
            label={checkboxLabel}
            hideLabel
            checked={selected}
            onChange={(event) => onToggle(id, event.target.checked, withShift(event))}
          />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          className={styles.cell({ align: column.align })}
          data-label={typeof column.header === 'string' ? column.header : undefined}
        >
          {column.cell(row)}
        </td>
      ))}
    </tr>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactNode;
