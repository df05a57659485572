import { register, type Metric } from 'prom-client';

/**
 * One metric per name in prom-client's default registry: a process that loads a module twice (a
 * library's source and its build side by side, as tests and tools may) shares the first one's
 * metric instead of failing on the second registration.
 */
export function sharedMetric<M extends Metric>(name: string, create: () => M): M {
  return (register.getSingleMetric(name) as M | undefined) ?? create();
}
