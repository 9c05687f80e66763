import { FIXED_FOLDERS } from '@portal/domain/folders';
import type { IntlShape } from 'react-intl';
import type { Folder } from '#inbox/api/folders.ts';

/**
 * A folder's name as the sidebar shows it: a fixed folder's in the member's language, the member's
 * own as they named it ('' while the folders are unknown).
 */
export function folderName(intl: IntlShape, folders: readonly Folder[], folderId: number): string {
  const fixed = FIXED_FOLDERS.find((folder) => folder.folderId === folderId);
  if (fixed) return intl.formatMessage({ id: fixed.nameKey });
  return folders.find((folder) => folder.folderId === folderId)?.name ?? '';
}
