export interface RestartPolicy {
  firstDelayMs: number;
  maxDelayMs: number;
  stableAfterMs: number;
}

export const RESTART_POLICY: Readonly<RestartPolicy>;

export function backoffDelay(crashes: number, policy?: RestartPolicy): number;

export type AfterExit =
  | { action: 'restart'; delayMs: number; crashes: number }
  | { action: 'stop-all'; exitCode: 1; reason: string };

export function afterExit(
  run: { everReady: boolean; upMs: number },
  crashesBefore: number,
  policy?: RestartPolicy,
): AfterExit;
