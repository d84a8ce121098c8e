import type { ChainRegistry } from '@incasso/shared/chains';
import type { CurrencyId } from '@incasso/shared/currencies';
import type {
  CreateScheduleInput,
  Schedule,
  ScheduleDetail,
  UpdateScheduleInput,
} from '@incasso/shared/recurring';
import type { NewScheduleRow, ScheduleRow } from '#server/db/schema/recurring.ts';
import { AppError, notFound } from '#server/lib/app-error.ts';
import { dayIn } from '#server/lib/calendar-days.ts';
import type { WalletsService } from '#server/modules/wallets/wallets.module.ts';
import { firstIndexFrom } from './period-calendar.ts';
import { claimDuePeriods } from './period-claims.ts';
import { calendarOf, endColumns, presentDetail, presentSchedule } from './recurring.presenter.ts';
import type { RecurringRepository } from './recurring.repository.ts';

export interface RecurringServiceDeps {
  repo: RecurringRepository;
  wallets: Pick<WalletsService, 'findOwned'>;
  registry: ChainRegistry;
  now: () => Date;
}

/** A schedule no period has opened for yet. */
const NO_TOTALS = { paidCount: 0, missedCount: 0, openCount: 0, paidCents: 0 };

const scheduleNotFound = () => notFound('Recurring payment not found.');

const walletNotFound = () =>
  new AppError(404, 'walletNotFound', 'Wallet not found or not yours.', {
    walletId: 'walletNotFound',
  });

const scheduleClosed = () =>
  new AppError(409, 'scheduleClosed', 'This recurring payment is cancelled or completed.');

/** Schedules as the merchant manages them: create, edit future periods, pause, resume, cancel. */
export function createRecurringService(deps: RecurringServiceDeps) {
  const { repo } = deps;

  /** The wallet must be the merchant's own, and the coins ones it accepts on its chain. */
  async function walletFor(userId: string, walletId: string, coins: CurrencyId[]) {
    // The id came from the browser: only a wallet of this merchant proves anything.
    const wallet = await deps.wallets.findOwned(userId, walletId);
    if (!wallet) throw walletNotFound();
    const assets = deps.registry[wallet.chain].assets;
    if (coins.some((coin) => !wallet.acceptedCurrencyIds.includes(coin) || !assets[coin])) {
      throw new AppError(400, 'currencyNotAccepted', 'The wallet does not accept these coins.', {
        currencies: 'currencyNotAccepted',
      });
    }
    return wallet;
  }

  async function owned(userId: string, id: string): Promise<ScheduleRow> {
    const row = await repo.findOwned(userId, id);
    if (!row) throw scheduleNotFound();
    return row;
  }

  async function present(row: ScheduleRow): Promise<Schedule> {
    const totals = await repo.totals([row.id]);
    return presentSchedule(row, totals.get(row.id) ?? NO_TOTALS);
  }

  async function transition(
    userId: string,
    id: string,
    from: ScheduleRow['status'][],
    changes: (row: ScheduleRow) => Partial<NewScheduleRow>,
    refusal: () => AppError,
  ): Promise<Schedule> {
    const row = await owned(userId, id);
    const changed = await repo.update(userId, id, changes(row), from);
    if (!changed) throw refusal();
    return present(changed);
  }

  return {
    async list(userId: string): Promise<Schedule[]> {
      const rows = await repo.listSchedules(userId);
      const totals = await repo.totals(rows.map((row) => row.id));
      return rows.map((row) => presentSchedule(row, totals.get(row.id) ?? NO_TOTALS));
    },

    async get(userId: string, id: string): Promise<ScheduleDetail> {
      const row = await owned(userId, id);
      const totals = await repo.totals([id]);
      return presentDetail(row, totals.get(id) ?? NO_TOTALS, await repo.periods(id));
    },

    async create(userId: string, input: CreateScheduleInput): Promise<Schedule> {
      if (input.startDate < dayIn(deps.now(), input.timeZone)) {
        throw new AppError(400, 'startInPast', 'The first payment cannot be in the past.', {
          startDate: 'startInPast',
        });
      }
      const wallet = await walletFor(userId, input.walletId, input.currencies);
      const row = await repo.insertSchedule({
        userId,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerLocale: input.customerLocale,
        description: input.description,
        amountCents: input.amountCents,
        currency: input.currency,
        walletId: wallet.id,
        chain: wallet.chain,
        currencies: input.currencies,
        interval: input.interval,
        startDate: input.startDate,
        timeZone: input.timeZone,
        ...endColumns(input.end),
      });
      return present(row);
    },

    /** Changes what later periods ask; a period already open keeps its request. */
    async update(userId: string, id: string, input: UpdateScheduleInput): Promise<Schedule> {
      const row = await owned(userId, id);
      const { walletId, currencies, end, ...rest } = input;
      const changes: Partial<NewScheduleRow> = { ...rest };
      if (currencies) {
        const target = walletId ?? row.walletId;
        if (!target) throw walletNotFound();
        const wallet = await walletFor(userId, target, currencies);
        Object.assign(changes, { walletId: wallet.id, chain: wallet.chain, currencies });
      }
      if (end) {
        if (end.kind === 'onDate' && end.date < row.startDate) {
          throw new AppError(400, 'endBeforeStart', 'The end cannot come before the start.', {
            'end.date': 'endBeforeStart',
          });
        }
        Object.assign(changes, endColumns(end));
      }
      const changed = await repo.update(userId, id, changes, ['active', 'paused']);
      if (!changed) throw scheduleClosed();
      return present(changed);
    },

    /**
     * Stops new periods. One that fell due before the pause is owed all the same: it is claimed
     * now, as the next sweep would have, so that resuming (which skips what fell due while
     * paused) cannot pass it over.
     */
    async pause(userId: string, id: string): Promise<Schedule> {
      const row = await owned(userId, id);
      if (row.status === 'active' && row.walletId) await claimDuePeriods(repo, row, deps.now());
      return transition(
        userId,
        id,
        ['active'],
        () => ({ status: 'paused' }),
        () =>
          new AppError(409, 'scheduleNotActive', 'Only an active recurring payment can be paused.'),
      );
    },

    /** Carries on with the first period due from now: what fell due while paused is skipped. */
    resume: (userId: string, id: string) =>
      transition(
        userId,
        id,
        ['paused'],
        (row) => ({
          status: 'active',
          nextIndex: firstIndexFrom(calendarOf(row), deps.now(), row.nextIndex),
        }),
        () => new AppError(409, 'scheduleNotPaused', 'Only a paused recurring payment can resume.'),
      ),

    cancel: (userId: string, id: string) =>
      transition(userId, id, ['active', 'paused'], () => ({ status: 'cancelled' }), scheduleClosed),
  };
}

export type RecurringService = ReturnType<typeof createRecurringService>;
