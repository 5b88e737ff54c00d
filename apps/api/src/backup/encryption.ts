import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, type DecipherGCM } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PassThrough, Readable, Transform } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { backupKeyText } from '../config';
import { BackupError } from './manifest';

/**
 * A backup's encryption (decision 0060): the operator's 32-byte key is never used as is; HKDF-SHA256
 * derives one subkey for the files (AES-256-GCM) and another for the manifest's HMAC-SHA256, so a
 * key used for one purpose is never used for the other.
 */
export interface BackupKeys {
  files: Buffer;
  manifest: Buffer;
  /** Names the key in the manifest without giving it away: restore tells a wrong key from damage. */
  keyId: string;
}

export const ALGORITHM = 'aes-256-gcm';
const subkey = (key: Buffer, info: string) => Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `sommlike backup ${info}`, 32));

export function backupKeys(key: Buffer): BackupKeys {
  return {
    files: subkey(key, 'files v1'),
    manifest: subkey(key, 'manifest v1'),
    keyId: createHash('sha256').update(subkey(key, 'key id v1')).digest('hex').slice(0, 16),
  };
}

/** --key-file: the same 64 hex digits or base64 as BACKUP_KEY, surrounding blanks aside. */
export async function readKeyFile(file: string): Promise<Buffer> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`The key file ${file} cannot be read (${error.code ?? error.message}).`);
  });
  const parsed = backupKeyText.safeParse(text.trim());
  if (!parsed.success) throw new BackupError(`The key file ${file} ${parsed.error.issues[0]?.message ?? 'is not a key'}.`);
  return parsed.data;
}

/**
 * An encrypted file: the header, the ciphertext, then GCM's 16-byte tag.
 * Header (17 bytes): "SBK" 0x00, the format version (1), the file's random 12-byte nonce.
 * The file's name inside the entry is the authenticated data: a file moved to another's place fails.
 */
const MAGIC = Buffer.from('SBK\0', 'latin1');
const VERSION = 1;
const NONCE = 12;
const HEADER = MAGIC.length + 1 + NONCE;
const TAG = 16;

export function encryptStream(keys: BackupKeys, name: string): Transform {
  const nonce = randomBytes(NONCE);
  const cipher = createCipheriv(ALGORITHM, keys.files, nonce);
  cipher.setAAD(Buffer.from(name));
  const stream = new Transform({
    transform: (chunk: Buffer, _encoding, done) => done(null, cipher.update(chunk)),
    flush(done) {
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
  stream.push(Buffer.concat([MAGIC, Buffer.from([VERSION]), nonce]));
  return stream;
}

/**
 * Decrypts as it reads; the last 16 bytes are held back as the tag, checked at the end. The bytes
 * passed on before are not yet authenticated: restore reads every file through this once before it
 * writes anything, and the table load runs in a transaction that a failed tag rolls back.
 */
export function decryptStream(keys: BackupKeys, name: string): Transform {
  let head = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  const refuse = (why: string) => new BackupError(`${name} ${why}`);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let data = chunk;
      if (!decipher) {
        head = Buffer.concat([head, chunk]);
        if (head.length < HEADER) return done();
        if (!head.subarray(0, MAGIC.length).equals(MAGIC)) return done(refuse('is not an encrypted backup file.'));
        if (head[MAGIC.length] !== VERSION) return done(refuse(`has encryption format ${head[MAGIC.length]}; this shop reads ${VERSION}.`));
        decipher = createDecipheriv(ALGORITHM, keys.files, head.subarray(MAGIC.length + 1, HEADER));
        decipher.setAAD(Buffer.from(name));
        data = head.subarray(HEADER);
      }
      const held = Buffer.concat([tail, data]);
      const cut = Math.max(0, held.length - TAG);
      tail = held.subarray(cut);
      done(null, decipher.update(held.subarray(0, cut)));
    },
    flush(done) {
      if (!decipher || tail.length < TAG) return done(refuse('is cut short (no authentication tag).'));
      decipher.setAuthTag(tail);
      try {
        done(null, decipher.final());
      } catch {
        done(refuse('fails its authentication tag: it was changed after the backup, or encrypted with another key.'));
      }
    },
  });
}

/** Encrypts on the way into the entry when there is a key; passes the bytes as they are when there is none. */
export const sealed = (keys: BackupKeys | undefined, name: string): Transform => (keys ? encryptStream(keys, name) : new PassThrough());

/** Decrypts, checking the tag, on the way out of an encrypted entry; passes a plain entry's bytes through. */
export const opened = (keys: BackupKeys | undefined, name: string): Transform => (keys ? decryptStream(keys, name) : new PassThrough());

export async function decryptBuffer(keys: BackupKeys, name: string, body: Buffer): Promise<Buffer> {
  const out = decryptStream(keys, name);
  const [plain] = await Promise.all([buffer(out), pipeline(Readable.from([body]), out)]);
  return plain;
}
