import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';

/**
 * The password policy (issue #21, ASVS 2.1.1 and 2.1.7): 12 to 128 characters, and not one
 * of the common passwords nor a trivial variant of one. Commonness is judged by zxcvbn-ts
 * with its shipped list of common passwords (`@zxcvbn-ts/language-common`, no network):
 * a password it expects to guess in fewer than a million tries ("password1234",
 * "qwertyuiop12", "aaaaaaaaaaaa") is refused, since an online attacker tries those first.
 * The same estimate drives the strength meter, so the word under the field and the
 * server's answer never disagree.
 *
 * The list is about 200 kB once gzipped: it is imported on first use, so the web app
 * fetches it only on the three password forms and the server reads it once.
 */
export const PASSWORD_STRENGTH_LABELS = ['Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/**
 * zxcvbn's cost grows fast with length (a 128-character password takes over 100 ms of the
 * event loop, 1 s under load), so only the first 64 characters are judged (ASVS 2.1.2's
 * "at least 64 allowed"); what follows can only add strength.
 */
export const PASSWORD_JUDGED_LENGTH = 64;

/** zxcvbn's scores run 0 to 4; 0 and 1 mean fewer than 10^6 guesses: refused. */
export const MIN_PASSWORD_SCORE = 2;

export interface PasswordVerdict {
  /** zxcvbn's score, 0 (guessed at once) to 4; 0 for a password shorter than the minimum. */
  score: 0 | 1 | 2 | 3 | 4;
  label: PasswordStrengthLabel;
  /** The first rule broken, as the form and the server say it; undefined when allowed. */
  problem: string | undefined;
}

export type PasswordChecker = (password: string) => PasswordVerdict;

let checkerLoad: Promise<PasswordChecker> | undefined;

/** The checker, its dictionary loaded once per process (or page) on first call. */
export function loadPasswordChecker(): Promise<PasswordChecker> {
  checkerLoad ??= buildPasswordChecker().catch((error: unknown) => {
    checkerLoad = undefined; // a failed chunk download may succeed on the next try
    throw error;
  });
  return checkerLoad;
}

async function buildPasswordChecker(): Promise<PasswordChecker> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: common.dictionary,
    graphs: common.adjacencyGraphs,
    maxLength: PASSWORD_JUDGED_LENGTH,
  });
  return (password) => {
    const tooLong = password.length > PASSWORD_MAX_LENGTH;
    const score = tooLong ? 4 : zxcvbn.check(password).score;
    return verdictFor(password, score);
  };
}

function verdictFor(password: string, score: PasswordVerdict['score']): PasswordVerdict {
  if (password.length > PASSWORD_MAX_LENGTH) {
    return { score, label: labelOf(score), problem: AUTH_MESSAGES.passwordTooLong };
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { score: 0, label: 'Weak', problem: AUTH_MESSAGES.passwordTooShort };
  }
  const problem = score < MIN_PASSWORD_SCORE ? AUTH_MESSAGES.passwordTooCommon : undefined;
  return { score, label: labelOf(score), problem };
}

const labelOf = (score: PasswordVerdict['score']) => PASSWORD_STRENGTH_LABELS[score];

/** The message of the first rule `password` breaks, or undefined when the policy allows it. */
export async function passwordPolicyProblem(password: string): Promise<string | undefined> {
  return (await loadPasswordChecker())(password).problem;
}
