import { RpcErrorCode, type RpcErrorPayload } from '@pitstop/contracts';

/**
 * A failure the caller should see as-is (not found, forbidden, conflict, bad input...). Thrown
 * in services, carried over the bus by code, mapped to an HTTP status by the gateway.
 * Anything that is not an AppError is a bug and reaches callers only as INTERNAL.
 */
export class AppError extends Error {
  constructor(
    readonly code: RpcErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toPayload(): RpcErrorPayload {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

export class BadRequestError extends AppError {
  constructor(message: string, details?: unknown) {
    super(RpcErrorCode.BadRequest, message, details);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized') {
    super(RpcErrorCode.Unauthorized, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(RpcErrorCode.Forbidden, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(RpcErrorCode.NotFound, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string) {
    super(RpcErrorCode.PayloadTooLarge, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, details?: unknown) {
    super(RpcErrorCode.Conflict, message, details);
  }
}
/** Something the service depends on (storage, say) cannot be reached now: 503, try again later. */
export class UnavailableError extends AppError {
  constructor(message: string) {
    super(RpcErrorCode.Unavailable, message);
  }
}
