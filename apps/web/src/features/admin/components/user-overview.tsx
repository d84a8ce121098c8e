import { addressLine } from '@incasso/shared/invoice-seller';
import { formatFiat } from '@incasso/shared/money';
import type { AdminUserDetail } from '@incasso/shared/admin';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { feePercentText } from '../fee-percent';
import { date } from '#lib/format.ts';

const dt = 'text-slate-500 dark:text-slate-400';
const dd = 'text-slate-900 dark:text-white';

function Pairs({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className={dt}>{label}</dt>
          <dd className={dd}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The User View's read-only parts: fiscal data, subscription and fee balance, wallets. */
export function UserOverview({ detail }: { detail: AdminUserDetail }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const day = (iso: string) => date(iso);
  const { fiscal, billing, wallets } = detail;
  // Paid charges whose payment a reorg took back: kept, for the administrator to settle.
  const reversed = billing.history.filter((item) => item.reversedAt !== null);
  const fiscalRows: [string, string][] = !fiscal.fiscal
    ? []
    : fiscal.fiscal.accountType === 'business'
      ? [
          [t('admin.user.companyName'), fiscal.fiscal.companyName],
          [t('admin.usersPage.vat'), fiscal.fiscal.vatNumber],
          [t('admin.user.legalAddress'), addressLine(fiscal.fiscal)],
        ]
      : [
          [t('admin.user.firstName'), fiscal.fiscal.firstName],
          [t('admin.user.lastName'), fiscal.fiscal.lastName],
          [t('admin.user.fiscalCode'), fiscal.fiscal.fiscalCode],
        ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <SectionCard title={t('admin.user.fiscal')}>
        {fiscalRows.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.user.noFiscal')}</p>
        ) : (
          <Pairs rows={fiscalRows} />
        )}
      </SectionCard>
      <SectionCard title={t('admin.user.subscription')}>
        <Pairs
          rows={[
            [t('admin.usersPage.plan'), billing.planName],
            [t('admin.user.fee'), `${feePercentText(billing.feeBps)}%`],
            [t('admin.user.paidUntil'), billing.renewalDate ? day(billing.renewalDate) : '–'],
            ...billing.feeBalance.map((row): [string, string] => [
              t('admin.user.feeBalance', { currency: row.currency }),
              formatFiat(row.balanceCents, row.currency, language),
            ]),
          ]}
        />
        {reversed.length > 0 && (
          <div role="alert" className="mt-3 text-sm text-rose-700 dark:text-rose-400">
            <p className="font-medium">{t('admin.user.reversedTitle')}</p>
            <ul className="mt-1 list-disc pl-5">
              {reversed.map((item) => (
                <li key={item.id}>
                  {t('admin.user.reversedItem', {
                    receipt: item.receiptNumber,
                    amount: formatFiat(item.amountCents, item.currency, language),
                    day: day(item.reversedAt ?? item.paidAt),
                  })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </SectionCard>
      <SectionCard title={t('admin.user.wallets')}>
        {wallets.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('admin.user.noWallets')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {wallets.map((wallet) => (
              <li key={wallet.id} className="text-slate-900 dark:text-white">
                {wallet.name} · {wallet.chainId}
                <span className="block truncate font-mono text-xs text-slate-500 dark:text-slate-400">
                  {wallet.address}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}
