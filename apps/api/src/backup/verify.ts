import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { opened, type BackupKeys } from './encryption';
import type { Location } from './location';
import { BackupError, checksummed, type Manifest, type StoredFile } from './manifest';

/** Every file the manifest lists: tables, then media. */
export const storedFiles = (manifest: Manifest): StoredFile[] => [...manifest.database.tables, ...manifest.media.files];

/**
 * Reads every file of the entry and checks its size and SHA-256 against the manifest, before a
 * restore changes anything; throws naming each file that is missing or differs. An encrypted file is
 * also decrypted, for its GCM tag: a file changed with its checksum recomputed is caught here too.
 */
export async function verifyEntry(entry: Location, manifest: Manifest, keys: BackupKeys | undefined, onFile: (done: number, total: number) => void): Promise<void> {
  const files = storedFiles(manifest);
  const bad: string[] = [];
  onFile(0, files.length);
  for (const [index, file] of files.entries()) {
    try {
      const sum = checksummed();
      await pipeline(await entry.read(file.file), sum.stream, opened(keys, file.file), new Writable({ write: (_chunk, _encoding, done) => done() }));
      const found = sum.result();
      if (found.bytes !== file.bytes || found.sha256 !== file.sha256) bad.push(`${file.file}: ${found.bytes} bytes, sha256 ${found.sha256} (the manifest says ${file.bytes}, ${file.sha256})`);
    } catch (error) {
      // A BackupError (a failed tag, a link) names its file already.
      bad.push(error instanceof BackupError ? error.message : `${file.file}: ${(error as Error).message}`);
    }
    onFile(index + 1, files.length);
  }
  if (bad.length > 0) throw new BackupError(`The backup ${entry.where} is damaged; nothing was restored:\n  ${bad.join('\n  ')}`);
}
