/** bench/media: the STL analysis against admesh (stl.ts), then uploads into S3 (upload.ts). */
import { stlBench } from './stl.js';
import { runUploadBench } from './upload.js';

await stlBench();
await runUploadBench();
