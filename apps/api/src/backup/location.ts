import { constants as fsConstants, createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { S3Connection } from '../config';
import { s3Client } from '../lib/s3';
import { BackupError } from './manifest';

/** Raised when a backup's file is not where its manifest says. */
export class MissingFileError extends Error {}

/**
 * Where backups are kept: a folder, or a prefix in an S3 bucket. Files are named by relative paths
 * (`database/orders.copy.gz`); an entry is a child location (`backup-20261127T083000Z`).
 */
export interface Location {
  /** The address as the operator writes it. */
  readonly where: string;
  child(name: string): Location;
  write(name: string, body: Readable): Promise<void>;
  /** Throws MissingFileError when there is no such file. */
  read(name: string): Promise<Readable>;
  /** Names of the child locations directly inside this one. */
  children(): Promise<string[]>;
  /** Deletes everything inside. */
  remove(): Promise<void>;
  close(): void;
}

const S3_ADDRESS = /^s3:\/\/([^/]+)\/?(.*)$/;

function parseAddress(address: string): { bucket: string; prefix: string } | { dir: string } {
  const match = S3_ADDRESS.exec(address);
  return match ? { bucket: match[1]!, prefix: match[2]!.replace(/\/+$/, '') } : { dir: path.resolve(address) };
}

/** The address as a Location's `where` gives it (what backup_runs records). */
export function locationAddress(address: string): string {
  const parsed = parseAddress(address);
  return 'dir' in parsed ? parsed.dir : `s3://${parsed.bucket}/${parsed.prefix}`;
}

/** A folder path, or `s3://bucket/prefix` on the configured S3 store. */
export function openLocation(address: string, s3: S3Connection): Location {
  const parsed = parseAddress(address);
  return 'dir' in parsed ? folderLocation(parsed.dir) : s3Location(s3Client(s3), parsed.bucket, parsed.prefix);
}

function folderLocation(dir: string): Location {
  const file = (name: string) => path.join(dir, name);
  return {
    where: dir,
    child: (name) => folderLocation(file(name)),
    write: async (name, body) => {
      // A backup holds every password hash and mail: for its owner alone, whatever the umask (issue 44).
      await fs.mkdir(path.dirname(file(name)), { recursive: true, mode: 0o700 });
      await pipeline(body, createWriteStream(file(name), { mode: 0o600 }));
    },
    read: async (name) => {
      // Opened first, so that a missing file is this error and not a stream's later one. A link is
      // refused, at the end of the name or on the way: a crafted entry must not read files elsewhere.
      const missing = (error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new MissingFileError(`${file(name)} is missing`) : error;
      };
      const [real, realDir] = await Promise.all([fs.realpath(file(name)).catch(missing), fs.realpath(dir)]);
      if (real !== path.join(realDir, name)) throw new BackupError(`${file(name)} is a link: a backup's files are plain files inside its folder.`);
      const handle = await fs.open(real, fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW).catch(missing);
      return createReadStream('', { fd: handle });
    },
    children: async () => {
      const found = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
      return found.filter((item) => item.isDirectory()).map((item) => item.name);
    },
    remove: () => fs.rm(dir, { recursive: true, force: true }),
    close: () => undefined,
  };
}

function s3Location(client: S3Client, Bucket: string, prefix: string): Location {
  const key = (name: string) => (prefix ? `${prefix}/${name}` : name);
  const listAll = async (Prefix: string, Delimiter?: string) => {
    const keys: string[] = [];
    const folders: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, Delimiter, ContinuationToken }));
      keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
      folders.push(...(page.CommonPrefixes ?? []).flatMap((common) => (common.Prefix ? [common.Prefix] : [])));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return { keys, folders };
  };
  return {
    where: `s3://${Bucket}/${prefix}`,
    child: (name) => s3Location(client, Bucket, key(name)),
    write: async (name, body) => {
      // S3 wants the length of a streamed body first: the file goes through a temporary copy.
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wine-backup-'));
      try {
        const staged = path.join(dir, 'body');
        await pipeline(body, createWriteStream(staged, { mode: 0o600 }));
        const { size } = await fs.stat(staged);
        // No ACL: the object is private to the bucket's owner, never public-read (a bucket that enforces its
        // owner refuses ACLs at all); docs/operations.md says to keep the bucket's public access blocked.
        await client.send(new PutObjectCommand({ Bucket, Key: key(name), Body: createReadStream(staged), ContentLength: size }));
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    },
    read: async (name) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(name) }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey) throw new MissingFileError(`s3://${Bucket}/${key(name)} is missing`);
        throw error;
      }
    },
    children: async () => {
      const base = prefix ? `${prefix}/` : '';
      const { folders } = await listAll(base, '/');
      return folders.map((folder) => folder.slice(base.length).replace(/\/$/, ''));
    },
    remove: async () => {
      const { keys } = await listAll(prefix ? `${prefix}/` : '');
      for (let start = 0; start < keys.length; start += 1000) {
        const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
    close: () => client.destroy(),
  };
}
