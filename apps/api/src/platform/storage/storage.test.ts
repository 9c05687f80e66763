import { mkdtemp, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDiskStorage } from './storage.ts';

describe('local disk storage', () => {
  it('keeps bytes under a key, private to the server, until deleted', async () => {
    const root = await mkdtemp(join(tmpdir(), 'portal-storage-'));
    const storage = localDiskStorage(root);
    const bytes = new TextEncoder().encode('%PDF-1.7 scan');

    await storage.put('mail/42/contents.pdf', bytes, 'application/pdf');
    await storage.put('mail/42/contents.pdf', bytes, 'application/pdf');
    expect(await storage.get('mail/42/contents.pdf')).toEqual(bytes);
    // Written aside and renamed into place: nothing of the writes is left beside the file.
    expect(await readdir(join(root, 'mail/42'))).toEqual(['contents.pdf']);
    expect((await stat(join(root, 'mail/42/contents.pdf'))).mode & 0o777).toBe(0o600);

    await storage.delete('mail/42/contents.pdf');
    expect(await storage.get('mail/42/contents.pdf')).toBeNull();
    await storage.delete('mail/42/contents.pdf');
  });

  it('lists every stored file by key with when it was written', async () => {
    const storage = localDiskStorage(join(await mkdtemp(join(tmpdir(), 'portal-storage-')), 'new'));
    const listAll = async () => {
      const listed = [];
      for await (const object of storage.list()) listed.push(object);
      return listed;
    };
    expect(await listAll()).toEqual([]);
    await storage.put('id-photos/3/front-a.jpg', new Uint8Array([1]), 'image/jpeg');
    await storage.put('mail/9/contents.pdf', new Uint8Array([2]), 'application/pdf');
    const listed = await listAll();
    expect(listed.map((object) => object.key).sort()).toEqual([
      'id-photos/3/front-a.jpg',
      'mail/9/contents.pdf',
    ]);
    expect(listed.every((object) => Date.now() - object.lastModified.getTime() < 60_000)).toBe(
      true,
    );
  });

  it('refuses keys that could reach outside its folder', async () => {
    const storage = localDiskStorage(await mkdtemp(join(tmpdir(), 'portal-storage-')));
    for (const key of ['../secrets', 'mail/../../x', '/etc/passwd', 'Mail/UPPER', 'a//b', '']) {
      await expect(storage.put(key, new Uint8Array(1), 'text/plain'), key).rejects.toThrow(
        /Unsafe storage key/,
      );
    }
  });
});
