import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@core/auth';
import { projectRoot } from '../lib/paths';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

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

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common' | 'contains_email' | 'product_name' | 'demo_password' | 'repeated';

const PRODUCT_NAME = 'treneris';
const MAX_RUN = 8;

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);

/** The longest run of one character, as a person counts characters. */
function longestRun(characters: readonly string[]): number {
  let longest = 0;
  let run = 0;
  characters.forEach((character, i) => {
    run = i > 0 && character === characters[i - 1] ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/**
 * What is wrong with a new password for the account with address `email`, if anything. Beyond
 * length and the common-password list, it refuses what an attacker tries first against this
 * account: its address or the name before the @, the app's name, the demo password from the
 * README, and one key held down.
 */
export function passwordProblem(password: string, email: string): PasswordProblem | undefined {
  const characters = graphemes(normalize(password));
  if (characters.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const folded = normalize(password).trim().toLowerCase();
  if (loadCommonPasswords().has(folded)) return 'too_common';
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  // A local part of one or two letters would refuse half the dictionary; three is where it says who.
  if (folded.includes(address) || (localPart.length >= 3 && folded.includes(localPart))) return 'contains_email';
  if (folded.replace(/[^\p{L}]/gu, '') === PRODUCT_NAME) return 'product_name';
  if (folded === DEMO_PASSWORD.toLowerCase() && !DEMO_ACCOUNTS.some((account) => account.email === address)) return 'demo_password';
  if (longestRun(characters) >= MAX_RUN) return 'repeated';
  return undefined;
}

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  too_short: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  too_long: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  too_common: 'is one of the most commonly used passwords; choose another',
  contains_email: 'must not contain your e-mail address or the name before the @: it is the first thing an attacker tries',
  product_name: "must not be the app's name: it is the first thing an attacker tries",
  demo_password: 'is the published password of the demo accounts; choose another',
  repeated: `must not repeat one character ${MAX_RUN} times in a row`,
};
