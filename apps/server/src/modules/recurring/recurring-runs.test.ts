import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { PeriodRow, ScheduleRow } from '#server/db/schema/recurring.ts';
import type { MailMessage } from '#server/modules/mail/mail-message.ts';
import type { PaymentEventData } from '@incasso/shared/domain-events';
import { createRecurringNotices } from './recurring-notices.ts';
import { createRecurringRuns, type RecurringRunsDeps } from './recurring-runs.ts';

// A sweep that dies between making a period's request and emailing its payer (found by the
// chaos bench: "1 period, 0 emails" after a kill -9) must ask the payer on its next run.

const NOW = new Date('2027-02-01T09:00:00Z');

const schedule: ScheduleRow = {
  id: randomUUID(),
  userId: randomUUID(),
  customerName: 'Grace Hopper',
  customerEmail: 'grace@example.test',
  customerLocale: 'en',
  description: 'Monthly maintenance',
  amountCents: 2_500,
  currency: 'EUR',
  walletId: randomUUID(),
  chain: 'polygon',
  currencies: ['usdt'],
  interval: 'monthly',
  startDate: '2027-02-01',
  timeZone: 'UTC',
  endKind: 'never',
  endPayments: null,
  endDate: null,
  status: 'active',
  nextIndex: 1,
  createdAt: NOW,
  updatedAt: NOW,
};

const period: PeriodRow = {
  id: randomUUID(),
  scheduleId: schedule.id,
  periodIndex: 0,
  dueAt: new Date('2027-02-01T00:00:00Z'),
  windowEndsAt: new Date('2027-02-08T00:00:00Z'),
  amountCents: 2_500,
  currency: 'EUR',
  paymentId: null,
  requestLeaseUntil: null,
  status: 'open',
  remindedAt: null,
  paidAt: null,
  missedAt: null,
  createdAt: NOW,
};

/** One claimed period in memory, with the conditional writes the sweep relies on. */
function fakePeriods() {
  const row = { ...period };
  const repo: RecurringRunsDeps['repo'] = {
    activeSchedules: async () => [],
    awaitingRequest: async () => (row.paymentId ? [] : [{ period: { ...row }, schedule }]),
    openToCheck: async () => [],
    openPeriod: async () => false,
    complete: async () => undefined,
    skipTo: async () => undefined,
    // The lease is real time: a process that died frees the period once it lapses.
    leaseRequest: async () => !row.paymentId,
    linkPayment: async (_id, paymentId) => {
      if (row.paymentId) return false;
      row.paymentId = paymentId;
      return true;
    },
    markMissed: async () => false,
    markReminded: async () => false,
    markPaid: async () => undefined,
    reopenPaid: async () => undefined,
  };
  return { row, repo };
}

/** The mail queue: one job per id, and a process that can die before the job is stored. */
function mailbox() {
  const sent = new Map<string, MailMessage>();
  let dieOnNextSend = false;
  return {
    sent,
    dieBeforeNextSend: () => (dieOnNextSend = true),
    send: async (message: MailMessage, options: { id?: string } = {}) => {
      if (dieOnNextSend) {
        dieOnNextSend = false;
        throw new Error('process killed');
      }
      const id = options.id ?? randomUUID();
      if (!sent.has(id)) sent.set(id, message);
      return id;
    },
  };
}

function sweepWith(repo: RecurringRunsDeps['repo'], mail: ReturnType<typeof mailbox>) {
  const requests = new Map<string, PaymentEventData>();
  const payments: RecurringRunsDeps['payments'] = {
    // As the payments module does: the period's order id finds the request made before.
    ensureRequest: async (_userId, input) => {
      const made = requests.get(input.orderId) ?? ({ id: randomUUID() } as PaymentEventData);
      requests.set(input.orderId, made);
      return made;
    },
    get: async () => {
      throw new Error('no check in this sweep');
    },
  };
  const notices = createRecurringNotices({
    mail,
    notifications: { notify: async () => undefined },
    merchantName: async () => 'Bottega Rossi',
    publicUrl: 'https://pay.example.test',
  });
  return createRecurringRuns({
    repo,
    payments,
    notices,
    standing: async () => null,
    now: () => NOW,
    log: { error: () => undefined },
  });
}

describe('a recurring period’s request', () => {
  it('is emailed on the next sweep when the process died before the email was stored', async () => {
    const { row, repo } = fakePeriods();
    const mail = mailbox();
    const runs = sweepWith(repo, mail);

    mail.dieBeforeNextSend();
    await expect(runs.run()).rejects.toThrow();
    expect(mail.sent.size).toBe(0);

    await runs.run();
    expect([...mail.sent.values()].map((message) => message.to)).toEqual(['grace@example.test']);
    expect(row.paymentId).not.toBeNull();
  });

  it('is emailed once however often the sweep runs', async () => {
    const { repo } = fakePeriods();
    const mail = mailbox();
    const runs = sweepWith(repo, mail);

    await runs.run();
    await runs.run();
    expect(mail.sent.size).toBe(1);
  });
});
