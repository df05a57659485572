// The local S3 server in a process of its own (bench/media/upload.ts): prints its endpoint.
import { startLocalS3 } from '../../scripts/lib/local-s3.mjs';

const [directory, bucket] = process.argv.slice(2);
const s3 = await startLocalS3({ port: 0, directory, bucket, origins: ['*'] });
console.log(s3.endpoint);
process.on('SIGTERM', () => void s3.close().then(() => process.exit(0)));
