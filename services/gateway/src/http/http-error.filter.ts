import {
  Catch,
  HttpException,
  HttpStatus,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import { HTTP_STATUS_BY_CODE, RpcErrorCode, serviceOfPattern } from '@pitstop/contracts';
import { RpcError } from '@pitstop/messaging';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { TooManyRequestsException } from '../auth/too-many-requests.exception.js';

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
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const { status, message } = this.describe(exception, request);
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException)
      response.set('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json({ message });
  }

  private describe(exception: unknown, request: Request): { status: number; message: string } {
    if (exception instanceof RpcError) {
      if (exception.code === RpcErrorCode.Timeout || exception.code === RpcErrorCode.Unavailable) {
        const service = exception.pattern ? serviceOfPattern(exception.pattern) : 'a';
        this.logger.warn({ err: exception, path: request.path }, 'service unavailable');
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
    return this.bug(exception, request);
  }

  private bug(exception: unknown, request: Request) {
    this.logger.error(
      { err: exception, method: request.method, path: request.path },
      'unhandled error',
    );
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      message: 'Something went wrong on our side. Please try again.',
    };
  }
}

/**
 * Express and body-parser errors (bad JSON, too large) arrive mapped to HttpExceptions by Nest's
 * adapter, in the parser's own words ('Expected property name or '}' in JSON at position 1'):
 * a client is told plainly what was wrong with what it sent.
 */
function requestBodyMessage(exception: HttpException): string | undefined {
  if (exception.cause instanceof SyntaxError) return 'The request body is not valid JSON';
  if (exception.getStatus() === 413) return 'Request body is too large';
  return undefined;
}

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (Array.isArray(message)) return message.map(String).join('; ');
    if (typeof message === 'string') return message;
  }
  return fallback;
}
