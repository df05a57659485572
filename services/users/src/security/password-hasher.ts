import { hash, verify, type Options } from '@node-rs/argon2';

/** Hashes and checks passwords; an interface so the account rules are unit-tested without argon2's cost. */
export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
  /** A hash of nothing in particular, checked when the email is unknown so both paths take as long. */
  abstract dummyHash(): Promise<string>;
}

/**
 * argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane): about 35 ms on one core here,
 * computed on libuv's thread pool so the event loop keeps serving.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which isolated modules cannot read)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export class Argon2PasswordHasher extends PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash matches nothing
    }
  }

  dummyHash(): Promise<string> {
    this.dummy ??= this.hash('not-a-real-password-just-equal-timing');
    return this.dummy;
  }
}
