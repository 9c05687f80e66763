import { useState, type DragEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon, type IconName } from '#icon/icon.tsx';
import { IconButton } from '#icon-button/icon-button.tsx';
import * as styles from '#nav-list/nav-list.css.ts';

export interface NavListItem {
  id: string;
  label: string;
  icon?: IconName;
  /** A route (settings sections); without it the item is a button that calls `onSelect` (folders). */
  href?: string;
  /** Shows a delete icon beside the item while `onDelete` is given (user folders, not fixed ones). */
  deletable?: boolean;
  /** Shown at the end of the entry and read as part of its name: a folder's counts. */
  trailing?: ReactNode;
}

interface NavListProps {
  /** Names the navigation landmark ("Folders"). */
  label: string;
  items: readonly NavListItem[];
  selectedId?: string;
  /**
   * An item was chosen. For a link item the click is passed too: an app with its own router calls
   * `preventDefault()` on a plain click and navigates itself.
   */
  onSelect?: (id: string, event: MouseEvent<HTMLElement>) => void;
  /** Turns on the delete icons of deletable items (the sidebar's Add/Delete Folder mode). */
  deleteAction?: {
    onDelete: (id: string) => void;
    /** Name of each delete icon, e.g. (item) => `Delete folder ${item.label}`, translated. */
    label: (item: NavListItem) => string;
  };
  /** Content after the list inside the same landmark, such as the New Folder form. */
  children?: ReactNode;
  /** Lets items take what is dragged onto them (mail dropped on a folder). */
  dropAction?: {
    accepts: (id: string) => boolean;
    onDrop: (id: string, data: DataTransfer) => void;
  };
}

/** A vertical list of places: the inbox folders of the sidebar, the sections of settings. */
export function NavList({
  label,
  items,
  selectedId,
  onSelect,
  deleteAction,
  children,
  dropAction,
}: NavListProps) {
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const dropProps = (id: string) =>
    dropAction?.accepts(id)
      ? {
          'data-drop-target': dropTarget === id || undefined,
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setDropTarget(id);
          },
          onDragLeave: () => setDropTarget(null),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            setDropTarget(null);
            dropAction.onDrop(id, event.dataTransfer);
          },
        }
      : {};
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          const content = (
            <>
              {item.icon && <Icon name={item.icon} />}
              <span className={styles.label}>{item.label}</span>
              {item.trailing}
            </>
          );
          return (
            <li key={item.id} className={styles.row}>
              {item.href ? (
                <a
                  href={item.href}
                  className={styles.entry}
                  aria-current={selected ? 'page' : undefined}
                  onClick={(event) => onSelect?.(item.id, event)}
                >
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.entry}
                  aria-current={selected ? 'true' : undefined}
                  onClick={(event) => onSelect?.(item.id, event)}
                  {...dropProps(item.id)}
                >
                  {content}
                </button>
              )}
              {deleteAction && item.deletable && (
                <IconButton
                  icon="trash"
                  tone="danger"
                  size="sm"
                  label={deleteAction.label(item)}
                  onClick={() => deleteAction.onDelete(item.id)}
                />
              )}
            </li>
          );
        })}
      </ul>
      {children}
    </nav>
  );
}
