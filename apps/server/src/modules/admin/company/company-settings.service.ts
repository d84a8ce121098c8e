import type { CompanySettings, CompanySettingsInput } from '@incasso/shared/admin';
import type { Wallet } from '@incasso/shared/wallets';
import { AppError } from '#server/lib/app-error.ts';
import type { PlatformSettings } from '#server/modules/billing/billing.module.ts';
import type { Actor, AuditLog } from '../audit/audit-log.ts';

/**
 * Company Settings: the platform's legal name and details and its receiving wallets. Billing
 * owns them (its platform wallets, decision note 042); this section reads and changes them
 * through billing's service, and shows the platform account's wallets to choose from.
 */
export function createCompanySettings(deps: {
  audit: AuditLog;
  platform: Pick<PlatformSettings, 'settings' | 'prepareSettings'>;
  accounts: { contact(userId: string): Promise<{ email: string } | undefined> };
  wallets: { list(userId: string): Promise<Wallet[]> };
}) {
  async function get(): Promise<CompanySettings> {
    const stored = await deps.platform.settings();
    const userId = stored.platformUserId;
    const [contact, wallets] = userId
      ? await Promise.all([deps.accounts.contact(userId), deps.wallets.list(userId)])
      : [undefined, []];
    return {
      companyName: stored.companyName,
      companyDetails: stored.companyDetails,
      platformAccount: userId && contact ? { id: userId, email: contact.email } : null,
      wallets: wallets.map((wallet) => ({
        id: wallet.id,
        name: wallet.name,
        chain: wallet.chainId,
        address: wallet.address,
        receiving: stored.walletIds.includes(wallet.id),
      })),
    };
  }

  return {
    get,

    async update(actor: Actor, input: CompanySettingsInput): Promise<CompanySettings> {
      // Checked before writing: a missing account would otherwise fail on its foreign key.
      if (input.platformUserId && !(await deps.accounts.contact(input.platformUserId))) {
        throw new AppError(400, 'platformAccountNotFound', 'User not found', {
          platformUserId: 'platformAccountNotFound',
        });
      }
      const { before, after, apply } = await deps.platform.prepareSettings(input);
      await deps.audit.audited(actor, async (tx) => {
        await apply(tx);
        return {
          result: undefined,
          entry: {
            action: 'company.update',
            targetType: 'company',
            targetId: 'company',
            before,
            after,
          },
        };
      });
      return get();
    },
  };
}

export type CompanySettingsSection = ReturnType<typeof createCompanySettings>;
