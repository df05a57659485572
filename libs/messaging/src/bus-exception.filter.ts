import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import { throwError, type Observable } from 'rxjs';

/**
 * Lets errors thrown in handlers reach the transport unchanged, which then sends typed errors
 * (code + message) to the caller and logs anything untyped as an internal error. Without it,
 * Nest's default filter would turn every AppError into 'Internal server error'.
 */
@Catch()
export class BusExceptionFilter implements RpcExceptionFilter<unknown> {
  catch(exception: unknown): Observable<never> {
    return throwError(() => exception);
  }
}
