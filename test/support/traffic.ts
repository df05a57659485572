import http from 'node:http';

// Load for the fault tests (issue 19): requests sent at a fixed rate whatever the answers do
// (as real users keep coming while a replica dies), up to a cap of requests waiting at once (as
// autocannon's connections: a machine too busy to serve the rate gets less, and the figures say
// so, rather than a backlog that grows without end), each with a deadline, each outcome recorded; and a small round-robin balancer that, like a Kubernetes Service, sends
// requests only to the instances whose readiness probe answers 200.

export interface Outcome {
  /** Which request of the run (0, 1, 2…). */
  index: number;
  /** The HTTP status, or 0 when no answer came (connection refused or reset, deadline). */
  status: number;
  /** Why no answer came, when none did. */
  error?: string;
  body: string;
  /** When it was sent (performance.now()). */
  sentAt: number;
  ms: number;
}

export interface Call {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
}

/** Sends one request; resolves with its outcome, whatever it is (never rejects). */
export function send(
  base: string,
  agent: http.Agent,
  call: Call,
  deadlineMs: number,
  index = 0,
): Promise<Outcome> {
  const url = new URL(call.path, base);
  const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
  const headers: Record<string, string> = { ...call.headers };
  if (body) {
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(body.length);
  }
  const started = performance.now();
  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, text: string, error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        index,
        status,
        body: text,
        error,
        sentAt: started,
        ms: performance.now() - started,
      });
    };
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: call.method,
        path: url.pathname + url.search,
        headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(res.statusCode!, Buffer.concat(chunks).toString()));
        res.on('error', (err) => done(0, '', err.message));
      },
    );
    const timer = setTimeout(() => {
      done(0, '', `no answer within ${deadlineMs} ms`);
      req.destroy();
    }, deadlineMs);
    req.on('error', (err) => done(0, '', err.message));
    req.end(body);
  });
}

export interface LoadOptions {
  base: string;
  /** Requests per second. */
  rate: number;
  durationMs: number;
  /** How long a request may take before it counts as unanswered. */
  deadlineMs: number;
  /** The request number `index` of the run. */
  call: (index: number) => Call;
  /** Requests waiting for their answer at most (default 64). */
  maxInFlight?: number;
  /** Runs while the load flows (kills, restarts); the load lasts at least as long. */
  during?: () => Promise<void>;
}

export interface LoadReport {
  outcomes: Outcome[];
  wallMs: number;
  /** Requests the schedule had due while maxInFlight were waiting: not sent. */
  heldBack: number;
}

/**
 * Sends `rate` requests a second for `durationMs` (and on until `during` has finished), every
 * request on time even when earlier ones are still waiting, and waits for all of them.
 */
export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const pending: Promise<Outcome>[] = [];
  const maxInFlight = options.maxInFlight ?? 64;
  let inFlight = 0;
  let heldBack = 0;
  const started = performance.now();
  let duringDone = !options.during;
  const during = options.during?.().finally(() => (duringDone = true));
  let slots = 0;
  try {
    let index = 0;
    while (performance.now() - started < options.durationMs || !duringDone) {
      // Catch up on the schedule (a busy event loop sends the requests it owes in one go), but
      // slots the cap held back are not owed any more: they would arrive as one burst.
      const due = Math.floor(((performance.now() - started) * options.rate) / 1000);
      for (; slots < due; slots++) {
        if (inFlight >= maxInFlight) {
          heldBack += due - slots;
          slots = due;
          break;
        }
        inFlight++;
        pending.push(
          send(options.base, agent, options.call(index), options.deadlineMs, index++).finally(
            () => inFlight--,
          ),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await during;
    const outcomes = await Promise.all(pending);
    return { outcomes, wallMs: performance.now() - started, heldBack };
  } finally {
    agent.destroy();
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** A 503 whose body is JSON with a message: the gateway's answer when a service is away. */
export function isClean503(outcome: Outcome): boolean {
  if (outcome.status !== 503) return false;
  try {
    const { message } = JSON.parse(outcome.body) as { message?: unknown };
    return typeof message === 'string' && message.length > 0;
  } catch {
    return false;
  }
}

/** Status → count, as `200×1834 503×12 0×0`. */
export function statusCounts(outcomes: Outcome[]): string {
  const counts = new Map<number, number>();
  for (const { status } of outcomes) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || 'none'}×${n}`)
    .join(' ');
}

/** One line of figures, printed for the record (jest shows a test's stdout). */
export function report(name: string, figures: Record<string, string | number>): void {
  process.stdout.write(
    `[${name}] ${Object.entries(figures)
      .map(([key, value]) => `${key} ${value}`)
      .join(', ')}\n`,
  );
}

// --- The balancer ---------------------------------------------------------------------------

interface Upstream {
  url: URL;
  ready: boolean;
  /** Taken out of rotation by the test (the pod is terminating): readiness no longer counts. */
  removed: boolean;
}

export interface Balancer {
  url: string;
  /** Adds an instance; it gets traffic once its readiness probe answers 200. */
  add(url: string): void;
  /** Takes an instance out of rotation at once, as the endpoints controller does on deletion. */
  remove(url: string): void;
  /** Resolves once `url` is in rotation (ready and not removed). */
  waitUntilReady(url: string, timeoutMs?: number): Promise<void>;
  /** Requests that found no ready instance, answered 503 by the balancer itself. */
  readonly noUpstream: number;
  close(): Promise<void>;
}

/**
 * A round-robin HTTP proxy over instances that expose /health/ready (the gateway does), probed
 * every `probeMs` as a readiness probe would be. A request goes to the next ready instance; when
 * there is none, the balancer answers 503 itself (counted in noUpstream).
 */
export async function startBalancer(probeMs = 100): Promise<Balancer> {
  const upstreams: Upstream[] = [];
  // Idle connections to the instances are kept 60 s, as an Ingress (nginx) or a cloud balancer does.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 });
  let next = 0;
  let noUpstream = 0;
  let closed = false;

  const probe = async (upstream: Upstream) => {
    const ok = await fetch(new URL('/health/ready', upstream.url), {
      signal: AbortSignal.timeout(2_000),
    }).then(
      (r) => r.status === 200,
      () => false,
    );
    upstream.ready = ok;
  };
  const prober = setInterval(() => {
    for (const upstream of upstreams) if (!upstream.removed) void probe(upstream);
  }, probeMs);

  const pick = (): Upstream | undefined => {
    const live = upstreams.filter((u) => u.ready && !u.removed);
    if (!live.length) return undefined;
    return live[next++ % live.length];
  };

  const server = http.createServer((req, res) => {
    const upstream = pick();
    if (!upstream) {
      noUpstream++;
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'No instance is ready' }));
      return;
    }
    const forward = http.request(
      {
        host: upstream.url.hostname,
        port: upstream.url.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(res);
      },
    );
    // The instance went away mid-request: the client sees the connection fail, as it would.
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    url: `http://127.0.0.1:${port}`,
    add(url) {
      const upstream: Upstream = { url: new URL(url), ready: false, removed: false };
      upstreams.push(upstream);
      void probe(upstream);
    },
    remove(url) {
      for (const upstream of upstreams)
        if (upstream.url.href === new URL(url).href) upstream.removed = true;
    },
    async waitUntilReady(url, timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      const href = new URL(url).href;
      while (!upstreams.some((u) => u.url.href === href && u.ready && !u.removed)) {
        if (Date.now() > until || closed) throw new Error(`${url} never became ready`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    get noUpstream() {
      return noUpstream;
    },
    async close() {
      closed = true;
      clearInterval(prober);
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
