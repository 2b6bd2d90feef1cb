import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sync/auth';
import { projectRoot } from '../lib/paths';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (~45 ms here). `algorithm: 2` is
// Algorithm.Argon2id, a const enum that isolated modules cannot import.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The same password typed on different keyboards (composed vs decomposed letters) must match. */
const normalize = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), ARGON2);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalize(password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time a real verification would, so that "no such account" answers as slowly as
 * "wrong password" and response times do not reveal which e-mails are registered.
 */
export async function burnVerificationTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  await verifyPassword(await dummyHash, password);
}

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(path.join(projectRoot, 'server', 'data', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return commonPasswords;
}

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/** What is wrong with a new password, if anything: length and the common-password list only. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  // Characters as a person counts them (grapheme clusters), not UTF-16 units.
  const length = Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(normalize(password))).length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (loadCommonPasswords().has(password.trim().toLowerCase())) return 'too_common';
  return undefined;
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  too_common: 'is one of the most commonly used passwords; choose another',
};
