import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localDiskStorage, type Storage } from '../src/platform/storage/storage.ts';

/** Real files in a fresh temporary folder, one per call. */
export function testStorage(): Storage {
  return localDiskStorage(mkdtempSync(join(tmpdir(), 'portal-storage-')));
}
