import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the Retry-After the client should honour (set by HttpErrorFilter). */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** 'in 1 minute', 'in 14 minutes', 'in 30 seconds'. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}
