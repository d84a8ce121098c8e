// Every weight and threshold of the login risk engine, in one place so that tuning is a
// one-line change with its reason beside it (docs/decisions/010-login-risk-engine.md).
// Points add up to a score that is capped at 100.

export interface CountWeight {
  /** Points for each counted event. */
  pointsEach: number;
  /** The most points this signal can give, so one signal cannot decide alone. */
  maxPoints: number;
}

export interface RiskThresholds {
  /** Sliding windows the stored attempts are counted in. */
  shortWindowMinutes: number;
  longWindowHours: number;
  accountFailuresShort: CountWeight;
  accountFailuresLong: CountWeight;
  ipFailuresShort: CountWeight;
  ipFailuresLong: CountWeight;
  /** Distinct accounts that failed from one IP in the short window, beyond `allowed`. */
  ipFailedAccountsShort: CountWeight & { allowed: number };
  newDevice: number;
  newNetwork: number;
  dormancy: { afterDays: number; points: number };
  /** Lowest score of each level. */
  mediumFrom: number;
  highFrom: number;
  /** Lowest score that blocks, without and with two-factor enabled. */
  blockFrom: number;
  blockFromWithTfa: number;
}

export const RISK_THRESHOLDS: RiskThresholds = {
  // 15 minutes is OWASP's usual lockout period: long enough to stall a scripted guesser, short
  // enough that a user who forgot the password can try again after a coffee.
  shortWindowMinutes: 15,
  // A day catches a slow guesser who spaces attempts to stay under the short window.
  longWindowHours: 24,
  // The direct sign of password guessing on this account. Two or three typos are normal;
  // 8 each means the fifth failure in a burst, together with the IP counts of the same attempts,
  // reaches the block threshold (5 x (8 + 2 + 3 + 1) = 70).
  accountFailuresShort: { pointsEach: 8, maxPoints: 48 },
  // Slow guessing: weak per attempt (the user's own typos over a day look alike), but ten in a
  // day cut the attempts allowed per short window roughly in half.
  accountFailuresLong: { pointsEach: 2, maxPoints: 20 },
  // Failures from the same IP on any account. Weaker than the account's own count because an
  // office, a university or a carrier-grade NAT puts many honest users behind one IP.
  ipFailuresShort: { pointsEach: 3, maxPoints: 24 },
  ipFailuresLong: { pointsEach: 1, maxPoints: 15 },
  // Credential stuffing: one IP failing on many different accounts is replaying a leaked list.
  // A household or an office may share a couple of accounts, so three are free.
  ipFailedAccountsShort: { allowed: 3, pointsEach: 8, maxPoints: 40 },
  // A browser never used on this account. Alone it only raises attention: browsers are
  // reinstalled and phones replaced, so it must never block by itself.
  newDevice: 15,
  // An IP network (/24 or /48) never used on this account: travel and mobile data change it
  // often, so it weighs like a new device, and both together reach MEDIUM (a challenge).
  newNetwork: 15,
  // A dormant account coming back is a classic takeover target (its owner is not watching).
  // 90 days is a quarter: longer than holidays, shorter than a season of disuse.
  dormancy: { afterDays: 90, points: 10 },
  // New device plus new network (30) is worth a second factor when one is available.
  mediumFrom: 30,
  // Repeated failures with any other sign.
  highFrom: 60,
  // Without two-factor nothing can answer a challenge, so HIGH blocks; novelty alone
  // (15 + 15 + 10 = 40) stays below it.
  blockFrom: 60,
  // With two-factor a password guesser still lacks the code, so HIGH asks for it instead of
  // locking the owner out; a score this high is an attack in progress and blocks anyway.
  blockFromWithTfa: 80,
};
