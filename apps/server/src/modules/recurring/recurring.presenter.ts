import type {
  Schedule,
  ScheduleDetail,
  ScheduleEnd,
  SchedulePeriod,
  ScheduleTotals,
} from '@incasso/shared/recurring';
import type { NewScheduleRow, PeriodRow, ScheduleRow } from '#server/db/schema/recurring.ts';
import { isPastEnd, periodTimes, type ScheduleCalendar } from './period-calendar.ts';
import { payPagePath } from '@incasso/shared/pay-page';

export function endOf(row: ScheduleRow): ScheduleEnd {
  if (row.endKind === 'afterPayments' && row.endPayments !== null) {
    return { kind: 'afterPayments', payments: row.endPayments };
  }
  if (row.endKind === 'onDate' && row.endDate !== null)
    return { kind: 'onDate', date: row.endDate };
  return { kind: 'never' };
}

/** The columns that store an end (the check constraint keeps them consistent). */
export function endColumns(
  end: ScheduleEnd,
): Pick<NewScheduleRow, 'endKind' | 'endPayments' | 'endDate'> {
  return {
    endKind: end.kind,
    endPayments: end.kind === 'afterPayments' ? end.payments : null,
    endDate: end.kind === 'onDate' ? end.date : null,
  };
}

export function calendarOf(row: ScheduleRow): ScheduleCalendar {
  return {
    interval: row.interval,
    startDate: row.startDate,
    timeZone: row.timeZone,
    end: endOf(row),
  };
}

function nextDueAt(row: ScheduleRow): string | null {
  const calendar = calendarOf(row);
  if (row.status !== 'active' || !row.walletId || isPastEnd(calendar, row.nextIndex)) return null;
  return periodTimes(calendar, row.nextIndex).dueAt.toISOString();
}

export function presentSchedule(row: ScheduleRow, totals: ScheduleTotals): Schedule {
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerLocale: row.customerLocale,
    description: row.description,
    amountCents: row.amountCents,
    currency: row.currency,
    walletId: row.walletId,
    chain: row.chain,
    currencies: row.currencies,
    interval: row.interval,
    startDate: row.startDate,
    timeZone: row.timeZone,
    end: endOf(row),
    status: row.status,
    nextDueAt: nextDueAt(row),
    totals,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPeriod(row: PeriodRow): SchedulePeriod {
  return {
    number: row.periodIndex + 1,
    dueAt: row.dueAt.toISOString(),
    windowEndsAt: row.windowEndsAt.toISOString(),
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    paymentId: row.paymentId,
    payUrl: row.paymentId ? payPagePath(row.paymentId) : null,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function presentDetail(
  row: ScheduleRow,
  totals: ScheduleTotals,
  periods: PeriodRow[],
): ScheduleDetail {
  return { ...presentSchedule(row, totals), periods: periods.map(presentPeriod) };
}
