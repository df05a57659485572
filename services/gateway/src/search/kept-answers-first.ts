import type { FastifyServerFactory, FastifyServerFactoryHandler } from 'fastify';
import {
  createServer,
  type IncomingMessage,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { readSessionCookie } from '../auth/session-cookie.js';
import type { RequestLine } from '../http/request-logger.middleware.js';
import type { ListingSearch } from './listing-search.js';
import type { CachedAnswer } from './answer-cache.js';
import {
  answerBody,
  answerForm,
  answerHeaders,
  answerKey,
  answerStatus,
  type AnswerForm,
} from './answer-response.js';

/**
 * Kept search answers, served ahead of the framework. A visitor's search, suggestion or listing
 * page that the gateway has answered before is the same bytes for everyone (ListingSearch keeps
 * them by address), so building Fastify's request and reply, running Nest's and our hooks, and
 * routing it would only make that answer again: the node:http server's handler sends it at once,
 * with the headers every answer carries, and gives everything else to Fastify. Busy gateways
 * answer most searches this way (bench/gateway: the search mix).
 *
 * What the hooks ahead of a route would have done still holds: the security headers are those
 * of every data answer; a GET needs no CSRF check and is served during maintenance; the
 * request is logged and measured (the metrics listen on the server itself). A signed-in
 * viewer's search goes to the route, which adds their hearts.
 */
export class KeptAnswersFirst {
  private search: ListingSearch | null = null;
  /**
   * Each answer's header lines per form, with the security headers, made once: building them
   * for every request made a score of short-lived strings and objects per answer sent.
   */
  private readonly headerLines = new WeakMap<CachedAnswer, Partial<Record<AnswerForm, string[]>>>();

  constructor(
    /** The security headers every data answer carries (securityHeaderSets' data set). */
    private readonly securityHeaders: Record<string, string>,
    private readonly log: RequestLine | null,
  ) {}

  /** From now on, kept answers are served from `search` (until then, all goes to Fastify). */
  serveFrom(search: ListingSearch): void {
    this.search = search;
  }

  /** For FastifyAdapter's serverFactory: a node:http server whose handler looks here first. */
  readonly serverFactory: FastifyServerFactory = (fastifyHandler, options) => {
    const settings = options as ServerSettings;
    const server = createServer(settings.http ?? {}, this.handler(fastifyHandler));
    // As Fastify sets up a server it makes itself.
    if (settings.keepAliveTimeout !== undefined)
      server.keepAliveTimeout = settings.keepAliveTimeout;
    if (settings.requestTimeout !== undefined) server.requestTimeout = settings.requestTimeout;
    if (settings.connectionTimeout !== undefined) server.setTimeout(settings.connectionTimeout);
    if (settings.maxRequestsPerSocket) server.maxRequestsPerSocket = settings.maxRequestsPerSocket;
    return server;
  };

  private handler(fastifyHandler: FastifyServerFactoryHandler) {
    return (req: IncomingMessage, res: ServerResponse) => {
      const search = this.search;
      const key = answerKey(req);
      if (!search || !mayBeKept(req) || !search.holds(key)) return fastifyHandler(req, res);
      const since = this.log ? process.hrtime.bigint() : 0n;
      // Almost always the generation is known: the answer goes out in this same turn.
      const now = search.keptNow(key);
      if (now !== null) return this.sendOrRoute(req, res, now, since, fastifyHandler);
      search
        .kept(key)
        .then(
          (answer) => this.sendOrRoute(req, res, answer, since, fastifyHandler),
          // The generation could not be read: the route decides (it searches, or says why not).
          () => fastifyHandler(req, res),
        )
        // An unhandled rejection would stop the gateway: this one connection ends instead.
        .catch((err: unknown) => res.destroy(err as Error));
    };
  }

  /** Sends `answer`, or hands the request to Fastify when none may be served. */
  private sendOrRoute(
    req: IncomingMessage,
    res: ServerResponse,
    answer: CachedAnswer | undefined,
    since: bigint,
    fastifyHandler: FastifyServerFactoryHandler,
  ): void {
    if (!answer) return fastifyHandler(req, res);
    try {
      const form = answerForm(req.headers, answer);
      res.writeHead(answerStatus(form), this.linesOf(form, answer));
      res.end(answerBody(form, answer));
      this.log?.(req.method!, req.url!, answerStatus(form), since);
    } catch (err) {
      // Nothing above should throw; if it does, this one connection ends, not the process
      // (thrown here, or rejected in kept()'s callback, it would stop the gateway).
      res.destroy(err as Error);
    }
  }

  /** The answer's header lines in this form (node:http's flat [name, value, …] list). */
  private linesOf(form: AnswerForm, answer: CachedAnswer): string[] {
    let forms = this.headerLines.get(answer);
    if (!forms) this.headerLines.set(answer, (forms = {}));
    return (forms[form] ??= Object.entries({
      ...this.securityHeaders,
      ...answerHeaders(form, answer),
    }).flat());
  }
}

/** What Fastify passes a server factory (its options, with its defaults filled in). */
interface ServerSettings {
  http?: ServerOptions | null;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** A visitor's read under /api: the only requests a kept answer may go to. */
const mayBeKept = (req: IncomingMessage): boolean =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  req.url!.startsWith('/api/') &&
  readSessionCookie(req) === undefined;
