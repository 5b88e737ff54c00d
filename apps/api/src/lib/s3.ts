import { S3Client } from '@aws-sdk/client-s3';
import type { S3Connection } from '../config';

/**
 * A client of the configured S3 store (AWS, or an S3-compatible one at its endpoint, path-style).
 * Checksums only where S3 requires them: by default the SDK sends a streamed body in its
 * aws-chunked encoding, which S3-compatible stores such as s3rver keep as the object's bytes.
 */
export const s3Client = (connection: S3Connection) =>
  new S3Client({
    region: connection.region,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...(connection.endpoint ? { endpoint: connection.endpoint, forcePathStyle: true } : {}),
    ...(connection.credentials ? { credentials: connection.credentials } : {}),
  });
