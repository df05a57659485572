import { Injectable } from '@nestjs/common';

/**
 * Asks the payout job for a run now without waiting for it: a request (TEST MODE's Finish, an
 * admin's refund, account.updated) answers at once however much is owed, and the job runs it
 * beside its schedule, never two passes at once (PeriodicTask). Until the job listens (or in a
 * process without it) a request waits for the job's next scheduled pass.
 */
@Injectable()
export class PayoutRunRequests {
  private listener?: () => void;

  /** The payout job's way in. */
  listen(run: () => void): void {
    this.listener = run;
  }

  request(): void {
    this.listener?.();
  }
}
