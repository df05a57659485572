import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

type Env = Record<string, string | undefined>;

export function spawnTypeScript(
  entry: string,
  env?: Env,
  nodeArgs?: string[],
): ChildProcessByStdio<null, Readable, Readable>;
export function runTypeScriptSync(entry: string, env?: Env): string;
export function freePort(): Promise<number>;
