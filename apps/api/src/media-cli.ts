/**
 * npm run media -- to-s3: copies an existing shop's local media (DATA_DIR/media: uploads and demo
 * images) into the bucket that MEDIA_STORE=s3 and the S3_ variables name, under the same keys, so
 * that every stored `/media/...` link keeps working once the shop runs with MEDIA_STORE=s3.
 */
import { ConfigError, loadConfig } from './config';
import { copyMediaFolder } from './modules/media/service';
import { s3MediaStore } from './modules/media/store';

const USAGE = `Usage: npm run media -- to-s3

Copies DATA_DIR/media (default ./data/media) into the S3 bucket named by MEDIA_STORE=s3,
S3_BUCKET, S3_REGION, S3_ENDPOINT and the keys. Safe to run again; the local folder is kept
(remove it once the shop runs on the bucket).`;

async function run(): Promise<void> {
  const config = loadConfig();
  if (config.media.kind !== 's3') throw new ConfigError('Set MEDIA_STORE=s3 and S3_BUCKET (and S3_ENDPOINT, keys) to name the bucket to copy into.');
  const copied = await copyMediaFolder(config.mediaDir, s3MediaStore(config.media));
  console.log(`Copied ${copied} file${copied === 1 ? '' : 's'} from ${config.mediaDir} to the bucket ${config.media.bucket}.`);
}

try {
  // npm runs workspace scripts inside apps/api; a relative DATA_DIR means where the user typed the command.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const args = process.argv.slice(2);
  if (args.length === 1 && args[0] === 'to-s3') await run();
  else {
    console.log(USAGE);
    if (!(args.length === 1 && (args[0] === '--help' || args[0] === '-h'))) process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : `The copy failed: ${String(error)}`);
  process.exit(1);
}
