import { Global, Injectable, Module } from '@nestjs/common';

/**
 * Says that the service has begun to stop, before its transport waits for the handlers in
 * flight: a handler holding events back (queued behind others, see ConcurrencyLimit) lets them
 * go at once, to be delivered again to a live instance, instead of working through them while
 * the services it needs stop too. startBackendService stops it first thing in close().
 */
@Injectable()
export class ServiceStopping {
  private readonly controller = new AbortController();

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  stop(): void {
    this.controller.abort(new Error('the service is stopping; the work is delivered again'));
  }
}

@Global()
@Module({ providers: [ServiceStopping], exports: [ServiceStopping] })
export class ServiceStoppingModule {}
