import type { AccountType } from '@incasso/shared/accounts/auth';
import {
  ACCOUNT_TYPE_MISMATCH,
  ACCOUNT_TYPE_MISMATCH_MESSAGE,
  type FiscalData,
  type FiscalProfile,
} from '@incasso/shared/accounts/fiscal';
import { AppError } from '#server/lib/app-error.ts';
import { toFiscalProfile } from './fiscal.presenter.ts';
import type { FiscalProfileValues, FiscalRepository } from './fiscal.repository.ts';

export interface FiscalDeps {
  repo: FiscalRepository;
  /** The users module's answer to "what type is this account". */
  accountType(userId: string): Promise<AccountType | undefined>;
}

function toValues(userId: string, data: FiscalData): FiscalProfileValues {
  const empty = {
    companyName: null,
    vatNumber: null,
    street: null,
    postalCode: null,
    city: null,
    province: null,
    firstName: null,
    lastName: null,
    fiscalCode: null,
  };
  if (data.accountType === 'private') return { userId, ...empty, ...data };
  return { userId, ...empty, ...data, province: data.province || null };
}

export function createFiscalService(deps: FiscalDeps) {
  async function accountTypeOf(userId: string) {
    const type = await deps.accountType(userId);
    if (!type) throw new AppError(404, 'profileNotFound', 'Profile not found');
    return type;
  }

  return {
    async get(userId: string): Promise<FiscalProfile> {
      const [type, row] = await Promise.all([accountTypeOf(userId), deps.repo.find(userId)]);
      return toFiscalProfile(type, row);
    },

    /** `data` is already validated and normalized by the shared schema. */
    async save(userId: string, data: FiscalData): Promise<FiscalProfile> {
      const type = await accountTypeOf(userId);
      if (data.accountType !== type) {
        throw new AppError(400, ACCOUNT_TYPE_MISMATCH, ACCOUNT_TYPE_MISMATCH_MESSAGE, {
          accountType: ACCOUNT_TYPE_MISMATCH,
        });
      }
      return toFiscalProfile(type, await deps.repo.save(toValues(userId, data), new Date()));
    },
  };
}

export type FiscalService = ReturnType<typeof createFiscalService>;
