import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { MediaStoreConfig } from '../../config';
import { s3Client } from '../../lib/s3';

/** Folder (key prefix) of uploaded images; demo images live under `demo/`. */
export const UPLOADS_DIR = 'uploads';
/** Suffix of an upload being written, before its row is committed. */
export const PARTIAL = '.part';

export interface StoredObject {
  body: Readable;
  contentType: string;
  bytes: number;
}

/**
 * Where media objects live, named by their key under /media (`uploads/<id>.webp`, `demo/...`).
 * An upload is written as pending (a name no link points to), then published once its row is
 * committed (modules/media/service.ts).
 */
interface Store {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  putPending(key: string, body: Buffer, contentType: string): Promise<void>;
  publish(key: string): Promise<void>;
  discardPending(key: string): Promise<void>;
  /** Keys of the pending uploads written before `before`. */
  pendingKeys(before: Date): Promise<string[]>;
  /** Every key in the store, pending uploads included (what a backup copies). */
  keys(): Promise<string[]>;
}

export type MediaStore = LocalMediaStore | S3MediaStore;

/** Served by @fastify/static from the folder (app.ts), as before object storage existed. */
export interface LocalMediaStore extends Store {
  kind: 'local';
  dir: string;
}

/** Served by the shop from the bucket (modules/media/routes.ts). */
export interface S3MediaStore extends Store {
  kind: 's3';
  /** Undefined when there is no such object. */
  get(key: string): Promise<StoredObject | undefined>;
}

/** The data directory's media folder. */
export function localMediaStore(mediaDir: string): LocalMediaStore {
  const file = (key: string) => path.join(mediaDir, key);
  const write = async (target: string, body: Buffer) => {
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, body);
  };
  return {
    kind: 'local',
    dir: mediaDir,
    put: (key, body) => write(file(key), body),
    putPending: (key, body) => write(file(key) + PARTIAL, body),
    publish: (key) => fs.rename(file(key) + PARTIAL, file(key)),
    discardPending: (key) => fs.rm(file(key) + PARTIAL, { force: true }),
    pendingKeys: async (before) => {
      const names = await fs.readdir(file(UPLOADS_DIR)).catch(() => [] as string[]);
      const keys: string[] = [];
      for (const name of names.filter((candidate) => candidate.endsWith(PARTIAL))) {
        const stat = await fs.stat(file(`${UPLOADS_DIR}/${name}`)).catch(() => undefined);
        if (stat && stat.mtime < before) keys.push(`${UPLOADS_DIR}/${name.slice(0, -PARTIAL.length)}`);
      }
      return keys;
    },
    keys: async () => {
      const found = await fs.readdir(mediaDir, { recursive: true, withFileTypes: true }).catch(() => []);
      return found.filter((item) => item.isFile()).map((item) => path.relative(mediaDir, path.join(item.parentPath, item.name)).split(path.sep).join('/'));
    },
  };
}

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg' };
export const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key)] ?? 'application/octet-stream';

/** Pending uploads wait under their own prefix: nothing under `uploads/` is ever half there. */
const PENDING_PREFIX = 'pending/';

/** An S3 bucket (AWS, or any S3-compatible store at `endpoint`), through the AWS SDK v3. */
export function s3MediaStore(config: Extract<MediaStoreConfig, { kind: 's3' }>): S3MediaStore {
  const client = s3Client(config);
  const Bucket = config.bucket;
  const list = async (Prefix?: string) => {
    const objects: { key: string; lastModified: Date | undefined }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, lastModified: object.LastModified });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return objects;
  };
  const put = (Key: string, body: Buffer, contentType: string) =>
    client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType })).then(() => undefined);
  return {
    kind: 's3',
    put,
    putPending: (key, body, contentType) => put(PENDING_PREFIX + key, body, contentType),
    publish: async (key) => {
      await client.send(new CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${PENDING_PREFIX}${key}` }));
      await client.send(new DeleteObjectCommand({ Bucket, Key: PENDING_PREFIX + key }));
    },
    discardPending: (key) => client.send(new DeleteObjectCommand({ Bucket, Key: PENDING_PREFIX + key })).then(() => undefined),
    pendingKeys: async (before) =>
      (await list(PENDING_PREFIX)).filter((object) => object.lastModified && object.lastModified < before).map((object) => object.key.slice(PENDING_PREFIX.length)),
    keys: async () => (await list()).map((object) => object.key),
    get: async (Key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!object.Body) return undefined;
        return { body: object.Body as Readable, contentType: object.ContentType ?? contentTypeOf(Key), bytes: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  };
}

export const createMediaStore = (config: MediaStoreConfig, mediaDir: string): MediaStore =>
  config.kind === 's3' ? s3MediaStore(config) : localMediaStore(mediaDir);
