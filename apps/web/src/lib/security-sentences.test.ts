import { describe, expect, it } from 'vitest';
import i18n from '#i18n/index.ts';
import { riskyLogin, unusualAmount } from '#test/admin-fixtures.ts';
import { anomalySentence, loginRiskSentence, riskFactorPhrase } from './security-sentences';

const en = i18n.getFixedT('en');
const itT = i18n.getFixedT('it');

describe('security sentences', () => {
  it("put a sign-in's outcome, level, score and reasons into one English sentence", () => {
    expect(loginRiskSentence(riskyLogin(), en, 'en')).toBe(
      'Blocked (high risk, score 63): 4 failed sign-ins on the account in the last 15 minutes and a device never used on the account before.',
    );
  });

  it('say the same in Italian, with its plurals and windows', () => {
    expect(loginRiskSentence(riskyLogin(), itT, 'it')).toMatch(
      /\(rischio alto, punteggio 63\): 4 accessi non riusciti sull'account negli ultimi 15 minuti e un dispositivo mai usato prima sull'account\.$/,
    );
  });

  it('name each reason with its count and window, in hours when whole', () => {
    const phrase = (
      signal: 'ipFailuresLong' | 'ipFailedAccountsShort' | 'dormancy',
      count: number,
      windowMinutes: number | null,
    ) => riskFactorPhrase({ signal, count, windowMinutes }, en);
    expect(phrase('ipFailuresLong', 1, 1_440)).toBe(
      '1 failed sign-in from the same IP address in the last 24 hours',
    );
    expect(phrase('ipFailedAccountsShort', 6, 15)).toBe(
      'failed sign-ins on 6 different accounts from the same IP address in the last 15 minutes',
    );
    expect(phrase('dormancy', 120, null)).toBe('the first sign-in in 120 days');
    expect(riskFactorPhrase({ signal: 'newNetwork', count: null, windowMinutes: null }, en)).toBe(
      'a network never used on the account before',
    );
  });

  it("explain an anomaly with its amounts, as the reader's own or a merchant's", () => {
    expect(anomalySentence(unusualAmount(), en, 'en', 'own')).toBe(
      'A payment of €1,250.00, far from your usual €40.00.',
    );
    expect(anomalySentence(unusualAmount(), en, 'en', 'merchant')).toBe(
      "A payment of €1,250.00, far from the merchant's usual €40.00.",
    );
    // Intl puts a no-break space before the euro sign.
    expect(anomalySentence(unusualAmount(), itT, 'it', 'merchant').replaceAll('\u00a0', ' ')).toBe(
      'Un pagamento di 1.250,00 €, lontano dal solito 40,00 € del commerciante.',
    );
  });

  it('give a conversion drop as percentages and a payer burst with a short address', () => {
    const drop = {
      ...unusualAmount(),
      kind: 'conversionDrop' as const,
      fiatCurrency: null,
      figures: { recentBps: 4_000, baselineBps: 7_250, recentEnded: 12 },
    };
    expect(anomalySentence(drop, en, 'en', 'own')).toBe(
      'Conversion fell to 40% this week, from 72.5% in the four weeks before.',
    );
    const burst = {
      ...unusualAmount(),
      kind: 'unusualPayer' as const,
      payerAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
      figures: { count: 5, minutes: 60 },
    };
    expect(anomalySentence(burst, en, 'en', 'merchant')).toBe(
      'Address 0x529084…169ee7 paid the merchant 5 times within 60 minutes.',
    );
  });
});
