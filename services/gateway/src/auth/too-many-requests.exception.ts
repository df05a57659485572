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
