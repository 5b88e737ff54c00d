import { S3Client } from '@aws-sdk/client-s3';
import type { S3Connection } from '../config';

/** A client of the configured S3 store (AWS, or an S3-compatible one at its endpoint, path-style). */
export const s3Client = (connection: S3Connection) =>
  new S3Client({
    region: connection.region,
    ...(connection.endpoint ? { endpoint: connection.endpoint, forcePathStyle: true } : {}),
    ...(connection.credentials ? { credentials: connection.credentials } : {}),
  });
