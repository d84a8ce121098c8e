import type { AccountType } from '@incasso/shared/accounts/auth';
import type { FiscalProfile } from '@incasso/shared/accounts/fiscal';
import type { FiscalProfileRow } from '#server/db/schema/fiscal-profiles.ts';

/** The stored data when it is of the account's current type (an admin may change the type). */
export function toFiscalProfile(
  accountType: AccountType,
  row: FiscalProfileRow | undefined,
): FiscalProfile {
  if (row?.accountType !== accountType) return { accountType, fiscal: null };
  const fiscal =
    row.accountType === 'business'
      ? {
          accountType: 'business' as const,
          companyName: row.companyName ?? '',
          vatNumber: row.vatNumber ?? '',
          street: row.street ?? '',
          postalCode: row.postalCode ?? '',
          city: row.city ?? '',
          province: row.province ?? '',
        }
      : {
          accountType: 'private' as const,
          firstName: row.firstName ?? '',
          lastName: row.lastName ?? '',
          fiscalCode: row.fiscalCode ?? '',
        };
  return { accountType, fiscal };
}
