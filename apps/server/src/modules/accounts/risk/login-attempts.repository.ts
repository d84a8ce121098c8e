import { and, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { LoginOutcome, SignInMethod } from '@incasso/shared/accounts/auth';
import type { Database } from '#server/db/client.ts';
import { loginAttempts, type NewLoginAttemptRow } from '#server/db/schema/login-attempts.ts';
import type { LoginRiskSignals } from './login-risk-signals.ts';
import { RISK_THRESHOLDS } from './risk-thresholds.ts';

/** What counts as a failure for the risk engine; blocked attempts do not (see the signals). */
export const FAILED_OUTCOMES: readonly LoginOutcome[] = [
  'invalidCredentials',
  'invalidOtp',
  'invalidPasskey',
];

export interface AttemptContext {
  email: string;
  /** Null for an email that belongs to no account. */
  userId: string | null;
  ip: string;
  ipNetwork: string;
  deviceFingerprint: string;
  now: Date;
}

export type AttemptSignals = Omit<LoginRiskSignals, 'tfaEnabled'>;

export function createLoginAttemptsRepository(db: Database) {
  async function failureCounts(ctx: AttemptContext) {
    const shortSince = new Date(ctx.now.getTime() - RISK_THRESHOLDS.shortWindowMinutes * 60_000);
    const longSince = new Date(ctx.now.getTime() - RISK_THRESHOLDS.longWindowHours * 3_600_000);
    const t = loginAttempts;
    const recent = sql`${t.createdAt} > ${shortSince}`;
    const [row] = await db
      .select({
        accountShort: sql<number>`(count(*) filter (where ${t.email} = ${ctx.email} and ${recent}))::int`,
        accountLong: sql<number>`(count(*) filter (where ${t.email} = ${ctx.email}))::int`,
        ipShort: sql<number>`(count(*) filter (where ${t.ip} = ${ctx.ip} and ${recent}))::int`,
        ipLong: sql<number>`(count(*) filter (where ${t.ip} = ${ctx.ip}))::int`,
        ipAccountsShort: sql<number>`(count(distinct ${t.email}) filter (where ${t.ip} = ${ctx.ip} and ${recent}))::int`,
      })
      .from(t)
      .where(
        and(
          inArray(t.outcome, [...FAILED_OUTCOMES]),
          gt(t.createdAt, longSince),
          or(eq(t.email, ctx.email), eq(t.ip, ctx.ip)),
        ),
      );
    return row;
  }

  async function history(ctx: AttemptContext & { userId: string }) {
    const t = loginAttempts;
    const [row] = await db
      .select({
        lastSuccessAt: sql<Date | null>`max(${t.createdAt})`.mapWith(t.createdAt),
        knownDevice: sql<boolean>`coalesce(bool_or(${t.deviceFingerprint} = ${ctx.deviceFingerprint}), false)`,
        knownNetwork: sql<boolean>`coalesce(bool_or(${t.ipNetwork} = ${ctx.ipNetwork}), false)`,
      })
      .from(t)
      .where(and(eq(t.userId, ctx.userId), eq(t.success, true)));
    return row;
  }

  return {
    /**
     * The risk signals of an attempt, computed alike for known and unknown emails (see
     * login.service.ts): an email without successful logins has no known device or network.
     */
    async signals(ctx: AttemptContext): Promise<AttemptSignals> {
      const [counts, past] = await Promise.all([
        failureCounts(ctx),
        ctx.userId ? history({ ...ctx, userId: ctx.userId }) : undefined,
      ]);
      return {
        accountFailuresShort: counts?.accountShort ?? 0,
        accountFailuresLong: counts?.accountLong ?? 0,
        ipFailuresShort: counts?.ipShort ?? 0,
        ipFailuresLong: counts?.ipLong ?? 0,
        ipFailedAccountsShort: counts?.ipAccountsShort ?? 0,
        isNewDevice: !past?.knownDevice,
        isNewNetwork: !past?.knownNetwork,
        lastSuccessfulLoginAt: past?.lastSuccessAt ?? null,
        now: ctx.now,
      };
    },

    async record(row: NewLoginAttemptRow) {
      await db.insert(loginAttempts).values(row);
    },

    /** What the account's latest successful sign-in used; undefined when it never signed in. */
    async lastSignInMethod(userId: string): Promise<SignInMethod | undefined> {
      const [row] = await db
        .select({ method: loginAttempts.method })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.userId, userId), eq(loginAttempts.success, true)))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(1);
      return row?.method;
    },

    /** A user's latest attempts, newest first, for the security page. */
    listForUser(userId: string, limit: number) {
      return db
        .select()
        .from(loginAttempts)
        .where(eq(loginAttempts.userId, userId))
        .orderBy(desc(loginAttempts.createdAt))
        .limit(limit);
    },
  };
}

export type LoginAttemptsRepository = ReturnType<typeof createLoginAttemptsRepository>;
