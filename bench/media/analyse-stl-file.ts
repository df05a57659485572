/**
 * Child process of the STL bench: analyses one file streamed in 64 KiB chunks, as the worker
 * streams objects from S3, and prints JSON: the result, the first analysis's time (a fresh
 * process: code not yet optimised, memory not yet the process's), the best time of the
 * repeats (the steady state of a worker that has analysed files before), and the process's
 * peak memory after the first analysis. A process of its own so that the peak is the
 * analysis's alone.
 */
import { createReadStream, statSync } from 'node:fs';
import { analyseStl } from '../../services/media/src/domain/mesh/stl.js';

const [file, repeats = '2'] = process.argv.slice(2);
if (!file) throw new Error('usage: analyse-stl-file.ts <file.stl> [repeats]');
const size = statSync(file).size;

async function timed() {
  const started = performance.now();
  const analysis = await analyseStl(createReadStream(file!, { highWaterMark: 64 * 1024 }), size);
  return { analysis, seconds: (performance.now() - started) / 1000 };
}

const first = await timed();
const maxRssBytes = process.resourceUsage().maxRSS * 1024;
let warmSeconds: number | null = null;
for (let i = 0; i < Number(repeats); i++) {
  const { seconds } = await timed();
  warmSeconds = Math.min(warmSeconds ?? Infinity, seconds);
}
process.stdout.write(
  JSON.stringify({ analysis: first.analysis, seconds: first.seconds, warmSeconds, maxRssBytes }) +
    '\n',
);
