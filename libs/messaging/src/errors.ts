import { isRpcErrorCode, RpcErrorCode, type RpcErrorPayload } from '@pitstop/contracts';

/** A failure reported by the service that handled a request (or by the bus itself). */
export class RpcError extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
    readonly details?: unknown,
    readonly pattern?: string,
  ) {
    super(message);
    this.name = 'RpcError';
  }

  static fromPayload(payload: RpcErrorPayload, pattern?: string): RpcError {
    return new RpcError(payload.code, payload.message, payload.details, pattern);
  }
}

/** The caller's deadline passed before a reply came; the request is dropped if still queued. */
export class RpcTimeoutError extends RpcError {
  constructor(pattern: string, timeoutMs: number) {
    super(
      RpcErrorCode.Timeout,
      `${pattern} did not answer within ${timeoutMs} ms`,
      { timeoutMs },
      pattern,
    );
    this.name = 'RpcTimeoutError';
  }
}

/** The service asked was away or too slow (not the request's fault): a retry may succeed. */
export function isServiceOutage(err: unknown): boolean {
  return (
    err instanceof RpcError &&
    (err.code === RpcErrorCode.Unavailable || err.code === RpcErrorCode.Timeout)
  );
}

/**
 * Turns whatever a handler threw into what travels back to the caller. Typed errors (anything
 * with a known `code` and a `message`, such as AppError) keep both; anything else is a bug, so
 * the caller only learns that it was internal while the details stay in this service's log.
 */
export function toErrorPayload(err: unknown): { payload: RpcErrorPayload; unexpected: boolean } {
  if (isObject(err)) {
    if (typeof err.toPayload === 'function') {
      const payload = (err.toPayload as () => unknown)();
      if (isErrorPayload(payload)) return { payload, unexpected: false };
    }
    if (isErrorPayload(err)) {
      const { code, message, details } = err;
      return {
        payload: details === undefined ? { code, message } : { code, message, details },
        unexpected: false,
      };
    }
    if (typeof err.getError === 'function')
      return toErrorPayload((err.getError as () => unknown)());
  }
  return { payload: { code: RpcErrorCode.Internal, message: 'Internal error' }, unexpected: true };
}

function isErrorPayload(value: unknown): value is RpcErrorPayload {
  return isObject(value) && isRpcErrorCode(value.code) && typeof value.message === 'string';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
