/**
 * What the risk engine knows about a login attempt, all of it computable from the stored
 * login attempts (one row per attempt, successful or not, known account or not) before the
 * password is checked. Expected queries, with $email normalized (trimmed, lower case), $ip the
 * client address, and the windows of RISK_THRESHOLDS (15 minutes, 24 hours):
 *
 *   accountFailuresShort / Long: count(*) where email = $email and not succeeded
 *                                and created_at > now() - window
 *   ipFailuresShort / Long:      count(*) where ip = $ip and not succeeded
 *                                and created_at > now() - window
 *   ipFailedAccountsShort:       count(distinct email) where ip = $ip and not succeeded
 *                                and created_at > now() - short window
 *   lastSuccessfulLoginAt:       max(created_at) where user_id = $user and succeeded
 *   isNewDevice:                 not exists (user_id = $user and succeeded
 *                                and device_hash = deviceFingerprint(headers))
 *   isNewNetwork:                not exists (user_id = $user and succeeded
 *                                and ip_network = ipNetwork($ip))
 *   tfaEnabled:                  the account has two-factor enabled
 *
 * A failure is a wrong password or a wrong second-factor code; attempts the engine blocked
 * are stored (as login history) but not counted, so a lock lifts a window after the last real
 * failure. Counts are by email rather than user id so that guessing on unknown emails counts
 * too. Indexes: (email, created_at), (ip, created_at), (user_id, succeeded).
 */
export interface LoginRiskSignals {
  /** Failed attempts for this email in the short window (before this attempt). */
  accountFailuresShort: number;
  /** Failed attempts for this email in the long window; includes the short window's. */
  accountFailuresLong: number;
  ipFailuresShort: number;
  ipFailuresLong: number;
  /** Distinct emails with a failed attempt from this IP in the short window. */
  ipFailedAccountsShort: number;
  /** No successful login of this account ever came from this device fingerprint. */
  isNewDevice: boolean;
  /** No successful login of this account ever came from this IP network. */
  isNewNetwork: boolean;
  /** Null for an account that never logged in (or an unknown email): nothing is "new" then. */
  lastSuccessfulLoginAt: Date | null;
  tfaEnabled: boolean;
  /** The time of the attempt, passed in so the assessment stays a pure function. */
  now: Date;
}
