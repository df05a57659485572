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
  /** Toast text when the spec gives one (e.g. 'Failed to update profile. Please try again.'). */
  description?: string;
  /** The page shows this failure itself (the sign-in form's alert): no toast. */
  inline?: boolean;
  /**
   * The caller answers a lapsed session (401) with its own sign-in prompt (Add to Cart's
   * 'Login Required'), instead of the app-wide 'Unauthorized' toast and redirect.
   */
  ownSignInPrompt?: boolean;
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

/**
 * For an endpoint's transformErrorResponse: names what failed in the toast's title, and gives
 * the toast's text when the spec has one (otherwise the toast shows the error's message).
 */
export function withErrorTitle(title: string, description?: string) {
  return (error: ApiError): ApiError =>
    description === undefined ? { ...error, title } : { ...error, title, description };
}

/**
 * For an endpoint's transformErrorResponse: the server's own words (e.g. 'You cannot remove the
 * last active admin…') under the toast title the endpoint gives.
 */
export function withServerText(title: string) {
  return (error: ApiError): ApiError => ({ ...error, title, description: serverText(error) });
}

/**
 * For an endpoint's transformErrorResponse: the server's words when it refused (409 'A model
 * keeps at least one file…', 404, 403), the spec's text for anything else (a 5xx, no connection).
 */
export function withServerTextOr(title: string, fallback: string) {
  return (error: ApiError): ApiError => ({
    ...error,
    title,
    description: isRefusal(error) ? serverText(error) : fallback,
  });
}

/**
 * For an endpoint's transformErrorResponse: the spec's text, and when the server refused the
 * request (a 4xx: a file of the wrong type, a price too low, your own model in the cart) its
 * reason after it as a second sentence, so the person learns what to change ('Failed to add item
 * to cart. You cannot buy your own model.').
 */
export function withSpecTextAndReason(title: string, description: string) {
  return (error: ApiError): ApiError => ({
    ...error,
    title,
    description: isRefusal(error)
      ? `${/[.!?]$/.test(description) ? description : `${description}.`} ${serverText(error)}`
      : description,
  });
}

/**
 * A 4xx but a 401: the server looked at the request and said why not. A 401 says who is asking
 * is unknown, which the sign-in prompt answers, not a reason to show.
 */
const isRefusal = (error: ApiError) =>
  typeof error.status === 'number' &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 401;

/** For an endpoint's transformErrorResponse: its page shows the failure itself, no toast. */
export function shownInline(error: ApiError): ApiError {
  return { ...error, inline: true };
}

/** shownInline, naming what failed (the title the page's LoadError shows above its Retry). */
export function shownInlineAs(title: string) {
  return (error: ApiError): ApiError => ({ ...error, title, inline: true });
}

/**
 * What the server said, without the '{status}: ' prefix: the text a person reads in the sign-in
 * alert or an admin's toast ('Invalid email or password', not '401: Invalid email or password').
 */
export function serverText(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  return typeof error.status === 'number'
    ? error.message.replace(new RegExp(`^${error.status}: `), '')
    : error.message;
}
