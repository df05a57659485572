/**
 * bench/media: the STL analysis against admesh (stl.ts), then the upload bench (upload.ts)
 * when that is there.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stlBench } from './stl.js';

await stlBench();

// Written by someone else, maybe not yet: imported by a name the compiler does not follow.
const upload = './upload.js';
if (existsSync(fileURLToPath(new URL('./upload.ts', import.meta.url)))) {
  const { runUploadBench } = (await import(upload)) as { runUploadBench: () => Promise<void> };
  await runUploadBench();
}
