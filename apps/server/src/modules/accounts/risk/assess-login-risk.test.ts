import { RiskAnalysisSchema } from '@incasso/shared/accounts/auth';
import { describe, expect, it } from 'vitest';
import { assessLoginRisk, assessStrongSignIn } from './assess-login-risk.ts';
import { NOW, buildSignals, recentFailures } from '#test/factories/login-risk-signals.ts';
import type { LoginRiskSignals } from './login-risk-signals.ts';
import { scoreLoginRisk } from './risk-factors.ts';
import { RISK_THRESHOLDS } from './risk-thresholds.ts';

const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describe('assessLoginRisk', () => {
  it('lets a quiet login through with score 0', () => {
    expect(assessLoginRisk(buildSignals())).toEqual({
      riskScore: 0,
      riskLevel: 'LOW',
      recommendedAction: 'ALLOW',
      reason: 'No unusual activity.',
      tfaAvailable: false,
    });
  });

  const raisers: [string, Partial<LoginRiskSignals>][] = [
    ['a recent failure on the account', { accountFailuresShort: 1, accountFailuresLong: 1 }],
    ['an older failure on the account', { accountFailuresLong: 1 }],
    ['a recent failure from the IP', { ipFailuresShort: 1, ipFailuresLong: 1 }],
    ['an older failure from the IP', { ipFailuresLong: 1 }],
    ['a new device', { isNewDevice: true }],
    ['a new network', { isNewNetwork: true }],
    ['a long dormancy', { lastSuccessfulLoginAt: daysAgo(120) }],
  ];
  it.each(raisers)('raises the score for %s', (_name, overrides) => {
    expect(assessLoginRisk(buildSignals(overrides)).riskScore).toBeGreaterThan(0);
  });

  it('raises the score when one IP fails on many accounts (credential stuffing)', () => {
    const fromIp = { ipFailuresShort: 10, ipFailuresLong: 10 };
    const oneAccount = scoreLoginRisk(buildSignals({ ...fromIp, ipFailedAccountsShort: 1 }));
    const tenAccounts = scoreLoginRisk(buildSignals({ ...fromIp, ipFailedAccountsShort: 10 }));
    expect(tenAccounts.score).toBeGreaterThan(oneAccount.score);
    expect(tenAccounts.factors.map((factor) => factor.signal)).toContain('ipFailedAccountsShort');
  });

  it('allows a few typos and blocks after five failures in a burst', () => {
    expect(assessLoginRisk(buildSignals(recentFailures(2))).recommendedAction).toBe('ALLOW');
    expect(assessLoginRisk(buildSignals(recentFailures(4)))).toMatchObject({
      riskLevel: 'MEDIUM',
      recommendedAction: 'ALLOW',
    });
    expect(assessLoginRisk(buildSignals(recentFailures(5)))).toMatchObject({
      riskLevel: 'HIGH',
      recommendedAction: 'BLOCK',
    });
  });

  it('lifts the block once the burst leaves the short window', () => {
    const dayOld = { accountFailuresLong: 5, ipFailuresLong: 5 };
    expect(assessLoginRisk(buildSignals(dayOld)).recommendedAction).toBe('ALLOW');
  });

  it('challenges a new device on a new network only when two-factor can answer', () => {
    const novelty = { isNewDevice: true, isNewNetwork: true };
    expect(assessLoginRisk(buildSignals(novelty))).toMatchObject({
      riskLevel: 'MEDIUM',
      recommendedAction: 'ALLOW',
      tfaAvailable: false,
    });
    expect(assessLoginRisk(buildSignals({ ...novelty, tfaEnabled: true }))).toMatchObject({
      riskLevel: 'MEDIUM',
      recommendedAction: 'CHALLENGE',
      tfaAvailable: true,
    });
  });

  it('asks a two-factor account for its code where another would be blocked', () => {
    const attack = recentFailures(5);
    expect(assessLoginRisk(buildSignals(attack)).recommendedAction).toBe('BLOCK');
    expect(assessLoginRisk(buildSignals({ ...attack, tfaEnabled: true }))).toMatchObject({
      riskLevel: 'HIGH',
      recommendedAction: 'CHALLENGE',
    });
  });

  it('blocks even a two-factor account under a sustained attack', () => {
    const analysis = assessLoginRisk(buildSignals({ ...recentFailures(8), tfaEnabled: true }));
    expect(analysis.riskScore).toBeGreaterThanOrEqual(RISK_THRESHOLDS.blockFromWithTfa);
    expect(analysis.recommendedAction).toBe('BLOCK');
  });

  it('sees nothing new on the first login of an account', () => {
    const first = { isNewDevice: true, isNewNetwork: true, lastSuccessfulLoginAt: null };
    expect(assessLoginRisk(buildSignals(first)).riskScore).toBe(0);
  });

  it('counts dormancy from the configured number of days', () => {
    const { afterDays, points } = RISK_THRESHOLDS.dormancy;
    const score = (days: number) =>
      assessLoginRisk(buildSignals({ lastSuccessfulLoginAt: daysAgo(days) })).riskScore;
    expect(score(afterDays - 1)).toBe(0);
    expect(score(afterDays)).toBe(points);
  });

  it('caps every count at its maximum and the score at 100', () => {
    const everything = buildSignals({
      ...recentFailures(1000),
      ipFailedAccountsShort: 1000,
      isNewDevice: true,
      isNewNetwork: true,
      lastSuccessfulLoginAt: daysAgo(1000),
    });
    expect(assessLoginRisk(everything).riskScore).toBe(100);
  });

  it('reads a long window smaller than the short one as containing it', () => {
    const inconsistent = buildSignals({ accountFailuresShort: 3, accountFailuresLong: 0 });
    const consistent = buildSignals({ accountFailuresShort: 3, accountFailuresLong: 3 });
    expect(scoreLoginRisk(inconsistent).score).toBe(scoreLoginRisk(consistent).score);
  });

  it('explains the score, weightiest signal first', () => {
    const { reason } = assessLoginRisk(
      buildSignals({ accountFailuresShort: 1, accountFailuresLong: 1, isNewDevice: true }),
    );
    expect(reason).toBe(
      'Sign-in from a device never used on this account; ' +
        '1 failed sign-in on this account in the last 15 minutes; ' +
        '1 failed sign-in on this account in the last 24 hours.',
    );
  });

  it('returns what the shared schema describes', () => {
    const analysis = assessLoginRisk(buildSignals({ ...recentFailures(3), isNewDevice: true }));
    expect(RiskAnalysisSchema.parse(analysis)).toEqual(analysis);
  });
});

describe('level and action boundaries', () => {
  const only = (points: number) => ({ ...RISK_THRESHOLDS, newDevice: points });
  const at = (points: number, tfaEnabled = false) =>
    assessLoginRisk(buildSignals({ isNewDevice: true, tfaEnabled }), only(points));

  it('maps the score to LOW, MEDIUM and HIGH at the thresholds', () => {
    const { mediumFrom, highFrom } = RISK_THRESHOLDS;
    expect(at(mediumFrom - 1).riskLevel).toBe('LOW');
    expect(at(mediumFrom).riskLevel).toBe('MEDIUM');
    expect(at(highFrom - 1).riskLevel).toBe('MEDIUM');
    expect(at(highFrom).riskLevel).toBe('HIGH');
  });

  it('maps the score to an action, two-factor moving the block threshold', () => {
    const { mediumFrom, blockFrom, blockFromWithTfa } = RISK_THRESHOLDS;
    expect(at(mediumFrom - 1, true).recommendedAction).toBe('ALLOW');
    expect(at(mediumFrom, true).recommendedAction).toBe('CHALLENGE');
    expect(at(blockFrom - 1).recommendedAction).toBe('ALLOW');
    expect(at(blockFrom).recommendedAction).toBe('BLOCK');
    expect(at(blockFromWithTfa - 1, true).recommendedAction).toBe('CHALLENGE');
    expect(at(blockFromWithTfa, true).recommendedAction).toBe('BLOCK');
  });
});

describe('assessStrongSignIn (a passkey alone)', () => {
  it('is never challenged: a new device and network, which a code would be asked for, pass', () => {
    const novelty = buildSignals({ isNewDevice: true, isNewNetwork: true });
    expect(assessLoginRisk({ ...novelty, tfaEnabled: true }).recommendedAction).toBe('CHALLENGE');
    expect(assessStrongSignIn(novelty)).toMatchObject({
      recommendedAction: 'ALLOW',
      riskLevel: 'MEDIUM',
      tfaAvailable: true,
    });
  });

  it('blocks only where an account with two-factor is blocked too', () => {
    const actions = new Set<string>();
    for (let failures = 0; failures <= 12; failures++) {
      const signals = buildSignals(recentFailures(failures));
      const withCode = assessLoginRisk({ ...signals, tfaEnabled: true });
      const strong = assessStrongSignIn(signals);
      expect(strong.riskScore).toBe(withCode.riskScore);
      expect(strong.recommendedAction === 'BLOCK').toBe(withCode.recommendedAction === 'BLOCK');
      expect(strong.recommendedAction === 'BLOCK').toBe(
        strong.riskScore >= RISK_THRESHOLDS.blockFromWithTfa,
      );
      actions.add(strong.recommendedAction);
    }
    expect([...actions].sort()).toEqual(['ALLOW', 'BLOCK']);
  });
});
