/**
 * The load generator of bench/search, in a process of its own so that autocannon does not share
 * an event loop with the gateway and the search service it measures. Reads its task as JSON on
 * stdin ({ url, paths, connections, durationSec, rate? }), cycles through `paths` (one list shared by
 * every connection) and prints autocannon's result as one JSON line.
 */
import autocannon from 'autocannon';

interface Task {
  url: string;
  paths: string[];
  connections: number;
  durationSec: number;
  /** Requests per second offered in all (open loop); absent: as fast as answers come. */
  rate?: number;
}

let input = '';
for await (const chunk of process.stdin) input += chunk;
const task = JSON.parse(input) as Task;

let next = 0;
const result = await autocannon({
  url: task.url,
  connections: task.connections,
  duration: task.durationSec,
  ...(task.rate ? { overallRate: task.rate } : {}),
  // As a browser asks: kept answers go out gzipped, the rest through the compression middleware.
  headers: { 'accept-encoding': 'gzip, deflate, br' },
  requests: [
    {
      method: 'GET',
      path: task.paths[0],
      setupRequest: (request) => ({ ...request, path: task.paths[next++ % task.paths.length] }),
    },
  ],
});
process.stdout.write(`${JSON.stringify(result)}\n`);
