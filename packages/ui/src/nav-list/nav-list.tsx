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
  /**
   * Badges at the end of the entry (a folder's unread and total counts), drawn but not read out:
   * `name` says them in words and is the entry's whole accessible name ("Inbox, 23 items, 6 unread").
   */
  badges?: { content: ReactNode; name: string };
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
              {/* The whole name on hover, where a long one is cut short. */}
              <span className={styles.label} title={item.label}>
                {item.label}
              </span>
              {item.badges && (
                <span className={styles.badges} aria-hidden="true">
                  {item.badges.content}
                </span>
              )}
            </>
          );
          return (
            <li key={item.id} className={styles.row}>
              {item.href ? (
                <a
                  href={item.href}
                  className={styles.entry}
                  aria-label={item.badges?.name}
                  aria-current={selected ? 'page' : undefined}
                  onClick={(event) => onSelect?.(item.id, event)}
                >
                  {content}
                </a>
              ) : (
                <button
                  type="button"
                  className={styles.entry}
                  aria-label={item.badges?.name}
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
