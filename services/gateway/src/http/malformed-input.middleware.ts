import { BadRequestException } from '@nestjs/common';
import { controlCharactersMessage, hasLoneSurrogates } from '@pitstop/contracts';
import type { preValidationHookHandler } from 'fastify';

/**
 * Far deeper than any body the API takes (the deepest, a multipart completion's
 * `{ parts: [{ … }] }`, is three levels), far shallower than what overflows the stack:
 * class-transformer and class-validator recurse once per level, and a 25 KB body of
 * `{"a":{"a":…}}` is thousands of levels.
 */
export const MAX_BODY_DEPTH = 32;

export const MalformedInputMessages = {
  tooDeep: 'Request body is nested too deeply',
} as const;

/**
 * Refuses, before any guard, pipe or service sees them, parsed bodies nested deeper than
 * MAX_BODY_DEPTH and text holding a lone UTF-16 surrogate (JSON can spell one: `"\ud800"`).
 * Both used to reach the validation pipe and end in a 500. Runs after the body parsers. The
 * query is checked too: its parser turns invalid UTF-8 into U+FFFD today, but one that reads
 * `%uD800` would bring the surrogate back. A preValidation hook: Fastify runs it once the body
 * is parsed, before the route's handler (where Nest's guards and pipes run).
 */
export function refuseMalformedInput(): preValidationHookHandler {
  return (request, _reply, done) => {
    const problem =
      findMalformed(request.body, 'Request body') ?? findMalformed(request.query, 'Query string');
    done(problem === undefined ? undefined : new BadRequestException(problem));
  };
}

interface Entry {
  value: unknown;
  depth: number;
  /** Where the value sits, for the message: its key and its parent's entry. */
  key?: string;
  parent?: Entry;
}

/**
 * What is wrong with a parsed body or query, in the words the client sees; undefined when
 * nothing is. Walks with a stack of its own: the value may be thousands of levels deep.
 */
export function findMalformed(root: unknown, name: string): string | undefined {
  const pending: Entry[] = [{ value: root, depth: 0 }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const { value, depth } = entry;
    if (typeof value === 'string') {
      if (hasLoneSurrogates(value)) return controlCharactersMessage(pathOf(entry, name));
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth === MAX_BODY_DEPTH) return MalformedInputMessages.tooDeep;
    for (const [key, child] of Object.entries(value)) {
      if (hasLoneSurrogates(key)) return controlCharactersMessage(pathOf(entry, name));
      pending.push({ value: child, depth: depth + 1, key, parent: entry });
    }
  }
  return undefined;
}

/** 'vehicleFitment.trimIds.0', as the validation pipe names fields; `name` for the root. */
function pathOf(entry: Entry, name: string): string {
  const keys: string[] = [];
  for (let at: Entry | undefined = entry; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.length ? keys.reverse().join('.') : name;
}
