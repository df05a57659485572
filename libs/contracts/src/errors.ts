/**
 * Error codes that cross the message bus. A service throws a typed error, the caller receives
 * the same code, and the gateway maps it to one HTTP status (see HTTP_STATUS_BY_CODE).
 */
export const RpcErrorCode = {
  BadRequest: 'BAD_REQUEST',
  Unauthorized: 'UNAUTHORIZED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  RateLimited: 'RATE_LIMITED',
  Unavailable: 'UNAVAILABLE',
  Timeout: 'TIMEOUT',
  Internal: 'INTERNAL',
} as const;
export type RpcErrorCode = (typeof RpcErrorCode)[keyof typeof RpcErrorCode];

export const HTTP_STATUS_BY_CODE: Readonly<Record<RpcErrorCode, number>> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  TIMEOUT: 503,
  INTERNAL: 500,
};

/** What travels back to the caller when a handler fails. */
export interface RpcErrorPayload {
  code: RpcErrorCode;
  message: string;
  details?: unknown;
}

const CODES = new Set<string>(Object.values(RpcErrorCode));
export function isRpcErrorCode(value: unknown): value is RpcErrorCode {
  return typeof value === 'string' && CODES.has(value);
}
