import 'reflect-metadata';
import type { JobDef, JobPayloadOf, JobResultOf } from '@pitstop/contracts';

/** What a handler learns of the job it runs. */
export interface JobContext {
  id: string;
  /** 1 on the first try. */
  attempt: number;
  /** Reported to whoever watches the job (admins' progress bars). */
  progress(value: number | object): Promise<void>;
  /** Aborted when the worker is stopping: long jobs stop at their next step and run again later. */
  signal: AbortSignal;
}

/** One job name's handler (`src/jobs/<thing>.job.ts`): exactly one per job name. */
export interface JobRunner<D extends JobDef<unknown, unknown>> {
  run(payload: JobPayloadOf<D>, context: JobContext): Promise<JobResultOf<D>>;
}

const JOB_DEF = Symbol('pitstop:job-def');

/** Marks a class as the handler of one job name. */
export function HandlesJob(def: JobDef<unknown, unknown>): ClassDecorator {
  return (target) => Reflect.defineMetadata(JOB_DEF, def, target);
}

export function jobDefOf(handler: Function): JobDef<unknown, unknown> | undefined {
  return Reflect.getMetadata(JOB_DEF, handler) as JobDef<unknown, unknown> | undefined;
}
