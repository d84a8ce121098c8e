// SPEC section 5: one point each for length over 8, an uppercase letter, a digit and a
// non-alphanumeric character. The browser shows the score as a bar; the server refuses
// passwords below PASSWORD_MIN_SCORE, so both sides must count the same way.

export const PASSWORD_SCORE_MAX = 4;
export const PASSWORD_MIN_SCORE = 2;

/** Label keys for scores 0..4, in order (Very weak, Weak, Fair, Good, Strong). */
export const PASSWORD_STRENGTH_LABELS = ['veryWeak', 'weak', 'fair', 'good', 'strong'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

const RULES: readonly ((password: string) => boolean)[] = [
  (password) => password.length > 8,
  (password) => /[A-Z]/.test(password),
  (password) => /\d/.test(password),
  (password) => /[^A-Za-z0-9]/.test(password),
];

export function passwordStrengthScore(password: string): number {
  return RULES.filter((rule) => rule(password)).length;
}

export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  const index = Math.min(Math.max(Math.trunc(score), 0), PASSWORD_SCORE_MAX);
  return PASSWORD_STRENGTH_LABELS[index] ?? 'veryWeak';
}

export function isPasswordStrongEnough(password: string): boolean {
  return passwordStrengthScore(password) >= PASSWORD_MIN_SCORE;
}
