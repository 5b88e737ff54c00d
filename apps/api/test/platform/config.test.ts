import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';

/** The message loadConfig stops with, or a failure if it does not stop. */
function configError(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted a bad configuration');
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      mediaDir: path.join(path.resolve('./data'), 'media'),
      databaseUrl: undefined,
      seed: 'demo',
      publicOrigin: 'http://localhost:3000',
      publicOriginConfigured: false,
      corsOrigin: 'http://localhost:3000',
      smtpUrl: undefined,
      google: { clientId: undefined, jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs' },
      redisUrl: undefined,
      authRateLimitMax: 10,
      trustProxy: false,
      storeTimezone: 'America/New_York',
      replicaUrls: [],
      databaseDeadlineScale: 1,
      media: { kind: 'local' },
      drain: { graceMs: 0, timeoutMs: 20_000 },
    });
  });

  it('reads the replicas, the S3 store and the drain timings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@primary:5432/shop',
      DATABASE_REPLICA_URL: 'postgres://u:p@replica1:5432/shop, postgres://u:p@replica2:5432/shop',
      REPLICA_MAX_LAG_MS: '2000',
      MEDIA_STORE: 's3',
      S3_BUCKET: 'shop-media',
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
      DRAIN_GRACE_MS: '3000',
      DRAIN_TIMEOUT_MS: '15000',
    });
    expect(config).toMatchObject({
      replicaUrls: ['postgres://u:p@replica1:5432/shop', 'postgres://u:p@replica2:5432/shop'],
      replicaMaxLagMs: 2000,
      media: {
        kind: 's3',
        bucket: 'shop-media',
        region: 'eu-west-3',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      },
      drain: { graceMs: 3000, timeoutMs: 15_000 },
    });
    expect(loadConfig({ MEDIA_STORE: 's3', S3_BUCKET: 'shop-media' }).media).toEqual({
      kind: 's3',
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
    });
  });

  it.each([
    [{ MEDIA_STORE: 's3' }, 'S3_BUCKET: required when MEDIA_STORE=s3'],
    [{ DATABASE_REPLICA_URL: 'postgres://replica/shop' }, 'DATABASE_REPLICA_URL: needs DATABASE_URL'],
    [{ MEDIA_STORE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'AKID' }, 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither'],
  ])('stops on an incomplete setting %o', (env, message) => {
    expect(configError(env)).toContain(message);
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/tmp/shop',
      DATABASE_URL: 'postgres://u:p@db:5432/shop',
      PUBLIC_ORIGIN: 'https://shop.example.com/',
      SMTP_URL: 'smtp://mail:25',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      TRUST_PROXY: '1',
      AUTH_RATE_LIMIT_MAX: '5',
      SEED: 'none',
    });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/shop',
      mediaDir: '/tmp/shop/media',
      databaseUrl: 'postgres://u:p@db:5432/shop',
      publicOrigin: 'https://shop.example.com',
      publicOriginConfigured: true,
      corsOrigin: 'https://shop.example.com',
      smtpUrl: 'smtp://mail:25',
      google: { clientId: 'abc.apps.googleusercontent.com' },
      trustProxy: true,
      authRateLimitMax: 5,
      seed: 'none',
    });
  });

  it('treats an empty string as unset', () => {
    const config = loadConfig({
      PORT: '',
      DATABASE_URL: '',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      REDIS_URL: '',
      PUBLIC_ORIGIN: '',
      LOG_LEVEL: '',
      SEED: '',
    });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      google: { clientId: undefined },
      redisUrl: undefined,
      publicOrigin: 'http://localhost:3000',
      logLevel: 'info',
      seed: 'demo',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/shop'],
    ['SEED', 'everything'],
    ['PUBLIC_ORIGIN', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['REDIS_URL', 'localhost:6379'],
    ['AUTH_RATE_LIMIT_MAX', '0'],
    ['NODE_ENV', 'staging'],
    ['GOOGLE_JWKS_URL', 'keys'],
    ['STORE_TIMEZONE', 'Mars/Olympus_Mons'],
    ['DATABASE_REPLICA_URL', 'postgres://fine/shop,mysql://replica/shop'],
    ['DATABASE_REPLICA_URL', ' , '],
    ['REPLICA_MAX_LAG_MS', '10'],
    ['MEDIA_STORE', 'ftp'],
    ['S3_ENDPOINT', 'minio 9000'],
    ['DRAIN_TIMEOUT_MS', '-1'],
    ['BACKUP_TO', 's3://x'],
    ['BACKUP_TO', 'ftp://backups/shop'],
    ['BACKUP_KEEP', '0'],
    ['BACKUP_TIME', '3am'],
    ['BACKUP_TIME', '24:00'],
    ['BACKUP_KEY', 'not-a-key'],
    ['BACKUP_KEY', 'ab'.repeat(31)],
  ])('stops on a bad %s (%s) with a message naming it', (name, value) => {
    const message = configError({ [name]: value });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain(`${name}:`);
  });

  it('reads the nightly backup: off by default, else its place, how many to keep and its time of day', () => {
    expect(loadConfig({}).backup).toEqual({ to: undefined, keep: 7, time: { hour: 3, minute: 0 } });
    expect(loadConfig({ BACKUP_TO: 's3://shop-backups/nightly', BACKUP_KEEP: '30', BACKUP_TIME: '23:45' }).backup).toEqual({
      to: 's3://shop-backups/nightly',
      keep: 30,
      time: { hour: 23, minute: 45 },
    });
    expect(loadConfig({ BACKUP_TO: '/srv/backups' }).backup.to).toBe('/srv/backups');
    // A key that is almost right is refused without being repeated into a log.
    expect(configError({ BACKUP_KEY: 'c0ffee'.repeat(10) })).not.toContain('c0ffee');
  });

  it('names every bad variable at once, and only those', () => {
    const message = configError({ PORT: 'x', SEED: 'y', SMTP_URL: 'smtp://fine:25' });
    expect(message).toContain('PORT:');
    expect(message).toContain('SEED:');
    expect(message).not.toContain('SMTP_URL');
  });

  it('ignores variables it does not know', () => {
    expect(() => loadConfig({ SOMETHING_ELSE: '???', PATH: '/usr/bin' })).not.toThrow();
  });
});
