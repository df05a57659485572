import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The one error shape every endpoint rejects with. `message` follows the spec's rule: a
 * non-success response becomes '{status}: {body text}', where the body text is the API's JSON
 * `message` when it sends one, else the raw body, else the status text.
 */
export interface ApiError {
  status: number | 'NETWORK';
  message: string;
  /** Toast title; endpoints set it (e.g. 'Failed to fetch trims'); 'Error' otherwise. */
  title?: string;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** The readable text of an error body: JSON {message}, a plain string, or nothing. */
export function bodyText(data: unknown): string {
  if (typeof data === 'string') return data.trim();
  if (data && typeof data === 'object' && 'message' in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(', ');
  }
  return '';
}

export function toApiError(error: FetchBaseQueryError, statusText?: string): ApiError {
  if (typeof error.status === 'number') {
    const text =
      bodyText(error.data) || statusText || STATUS_TEXT[error.status] || 'Request failed';
    return { status: error.status, message: `${error.status}: ${text}` };
  }
  if (error.status === 'PARSING_ERROR') {
    const text =
      bodyText(error.data) ||
      statusText ||
      STATUS_TEXT[error.originalStatus] ||
      'Unreadable response';
    return { status: error.originalStatus, message: `${error.originalStatus}: ${text}` };
  }
  // FETCH_ERROR, TIMEOUT_ERROR, CUSTOM_ERROR: no HTTP response reached us.
  return {
    status: 'NETWORK',
    message: 'Could not reach Pitstop Prints. Check your connection and try again.',
  };
}

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value &&
    typeof value === 'object' &&
    'message' in value &&
    typeof (value as ApiError).message === 'string' &&
    'status' in value
  );
}

/** For an endpoint's transformErrorResponse: names what failed in the toast's title. */
export function withErrorTitle(title: string) {
  return (error: ApiError): ApiError => ({ ...error, title });
}
