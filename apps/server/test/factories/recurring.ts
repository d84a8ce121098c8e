import type { CreateScheduleInput, Schedule, ScheduleDetail } from '@incasso/shared/recurring';
import { sessionHeaders } from './users.ts';
import type { TestApp, TestMerchant } from './payments.ts';

// Shared by the recurring integration tests: a valid schedule for a merchant's wallet, and the
// calls the dashboard makes.

export function scheduleInput(
  merchant: TestMerchant,
  overrides: Partial<CreateScheduleInput> = {},
): CreateScheduleInput {
  return {
    customerName: 'Grace Hopper',
    customerEmail: `payer-${merchant.user.id.slice(0, 8)}@example.test`,
    customerLocale: 'en',
    description: 'Monthly maintenance',
    amountCents: 2_500,
    currency: 'EUR',
    walletId: merchant.wallet.id,
    currencies: ['usdt'],
    interval: 'monthly',
    startDate: '2027-01-31',
    timeZone: 'UTC',
    end: { kind: 'never' },
    ...overrides,
  };
}

export function recurringCall(
  ctx: TestApp,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers: sessionHeaders(cookie), payload });
}

export async function createSchedule(
  ctx: TestApp,
  merchant: TestMerchant,
  overrides: Partial<CreateScheduleInput> = {},
): Promise<Schedule> {
  const response = await recurringCall(
    ctx,
    merchant.cookie,
    'POST',
    '/api/recurring-payments',
    scheduleInput(merchant, overrides),
  );
  if (response.statusCode !== 201) throw new Error(`schedule not created: ${response.body}`);
  return response.json<Schedule>();
}

export async function scheduleDetail(
  ctx: TestApp,
  merchant: TestMerchant,
  id: string,
): Promise<ScheduleDetail> {
  const response = await recurringCall(
    ctx,
    merchant.cookie,
    'GET',
    `/api/recurring-payments/${id}`,
  );
  if (response.statusCode !== 200) throw new Error(`schedule not read: ${response.body}`);
  return response.json<ScheduleDetail>();
}
