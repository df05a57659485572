import {
  Catch,
  HttpException,
  HttpStatus,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { HTTP_STATUS_BY_CODE, RpcErrorCode, serviceOfPattern } from '@pitstop/contracts';
import { isServiceOutage, RpcError } from '@pitstop/messaging';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { TooManyRequestsException } from '../auth/too-many-requests.exception.js';
import { loggedUrl } from './logged-path.js';

/**
 * Every error leaves the gateway as JSON `{ "message": ... }` with the status that says what
 * went wrong: a service's typed error keeps its meaning (404, 403, 409, 400...), an unreachable
 * or slow service is a 503, and only a genuine bug is a 500 (logged, details withheld).
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, message } = this.describe(exception, request);
    if (reply.sent || reply.raw.headersSent) return;
    if (exception instanceof TooManyRequestsException)
      reply.header('retry-after', String(exception.retryAfterSeconds));
    void reply.code(status).type('application/json; charset=utf-8').send({ message });
  }

  private describe(
    exception: unknown,
    request: FastifyRequest,
  ): { status: number; message: string } {
    if (exception instanceof RpcError) {
      if (isServiceOutage(exception)) {
        const service = exception.pattern ? serviceOfPattern(exception.pattern) : 'a';
        this.logger.warn({ err: exception, path: pathOf(request) }, 'service unavailable');
        return {
          status: HttpStatus.SERVICE_UNAVAILABLE,
          message: `The ${service} service is unavailable right now. Please try again shortly.`,
        };
      }
      if (exception.code === RpcErrorCode.Internal) return this.bug(exception, request);
      return { status: HTTP_STATUS_BY_CODE[exception.code], message: exception.message };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500 && status !== HttpStatus.SERVICE_UNAVAILABLE)
        return this.bug(exception, request);
      return {
        status,
        message:
          requestBodyMessage(exception) ?? messageOf(exception.getResponse(), exception.message),
      };
    }
    // A Fastify plugin's refusal that Nest's adapter does not map (it maps only errors named
    // FastifyError): the compression hook's of a request body in an encoding it cannot read.
    if (isClientError(exception))
      return {
        status: exception.statusCode,
        message: exception.statusCode === 413 ? 'Request body is too large' : exception.message,
      };
    return this.bug(exception, request);
  }

  private bug(exception: unknown, request: FastifyRequest) {
    this.logger.error(
      { err: exception, method: request.method, path: pathOf(request) },
      'unhandled error',
    );
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}

/**
 * Fastify's own refusals (a body too large, a Content-Length that lies, an unsupported
 * Content-Encoding) arrive mapped to HttpExceptions by Nest's adapter, the Fastify error as their
 * cause; the body parsers' (http/body-parsers.ts) are HttpExceptions already. A client is told
 * plainly what was wrong with what it sent.
 */
function requestBodyMessage(exception: HttpException): string | undefined {
  if (exception.cause instanceof SyntaxError) return 'The request body is not valid JSON';
  // Fastify's alone: a route's own 413 says what it allows (the CSV import's size).
  if (exception.getStatus() === 413 && isFastifyError(exception.cause))
    return 'Request body is too large';
  return undefined;
}

const isFastifyError = (cause: unknown) =>
  typeof (cause as { code?: unknown } | undefined)?.code === 'string' &&
  (cause as { code: string }).code.startsWith('FST_');

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (Array.isArray(message)) return message.map(String).join('; ');
    if (typeof message === 'string') return message;
  }
  return fallback;
}

/** The path asked for, without its query (which may hold what a client typed). */
const pathOf = (request: FastifyRequest) => loggedUrl(request).split('?', 1)[0];

/** An error that carries a 4xx status of its own (statusCode, as Fastify and its plugins set it). */
function isClientError(exception: unknown): exception is Error & { statusCode: number } {
  // Not `instanceof Error`: the compression hook's refusal of a body is zlib's own error, with the
  // status put on it, made by Node's core (another realm's Error under Jest's vm).
  if (typeof exception !== 'object' || exception === null) return false;
  const { statusCode, message } = exception as { statusCode?: unknown; message?: unknown };
  return (
    typeof statusCode === 'number' &&
    statusCode >= 400 &&
    statusCode < 500 &&
    typeof message === 'string'
  );
}
