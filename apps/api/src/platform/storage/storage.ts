import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/**
 * Where scans and identity photos are kept (DESIGN §3.7): local disk by default, an S3-compatible
 * bucket when configured. Keys are made by the server, never taken from a request.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
  /**
   * Every stored object with when it was last written, in no particular order: what the
   * reconcile-storage job compares with the rows that reference objects.
   */
  list(): AsyncIterable<StoredObject>;
}

export interface StoredObject {
  key: string;
  lastModified: Date;
}

/** Lowercase path segments of letters, digits, dots, dashes and underscores: no way out of the root. */
const SAFE_KEY = /^(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*$/;

export function isSafeKey(key: string): boolean {
  return (
    SAFE_KEY.test(key) && !key.split('/').some((segment) => segment === '..' || segment === '.')
  );
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key "${key}"`);
}

/** Files under `root` (the data folder's `storage/` by default), readable by the server's user only. */
export function localDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written aside, then renamed over the key: a crash mid-write (a scan rewritten in place)
      // leaves the old file whole and a `.partial` file no row names, which reconcile-storage
      // removes, as an S3 PUT is all or nothing.
      const partial = `${path}.${randomBytes(8).toString('hex')}.partial`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (error) {
        // Nothing stored yet: the folder is made by the first put.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const modified = await stat(path).catch(() => null); // deleted meanwhile
        if (modified) {
          yield { key: relative(root, path).split(sep).join('/'), lastModified: modified.mtime };
        }
      }
    },
  };
}
