import type { AdminUserFigures } from '@incasso/shared/admin';
import { formatFiat } from '@incasso/shared/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { formatShare } from '#lib/format-share.ts';
import { date } from '#lib/format.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 py-1">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-right font-medium text-slate-900 tabular-nums dark:text-white">
        {children}
      </dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </h4>
      <dl className="mt-1 divide-y divide-slate-100 text-sm dark:divide-slate-800">{children}</dl>
    </div>
  );
}

/** The user summary's figures as computed: activity, risk signals, billing. */
export function UserSummaryFigures({ figures }: { figures: AdminUserFigures }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { activity, risk, billing } = figures;
  return (
    <div className="space-y-4">
      <Group title={t('admin.ai.activity')}>
        {activity.revenue.length === 0 ? (
          <Row label={t('admin.ai.revenue')}>{t('admin.ai.noRevenue')}</Row>
        ) : (
          activity.revenue.map((row) => (
            <Row key={row.fiatCurrency} label={`${t('admin.ai.revenue')} ${row.fiatCurrency}`}>
              {formatFiat(row.revenueCents, row.fiatCurrency, language)} ·{' '}
              {t('admin.ai.payments', { count: row.count })}
            </Row>
          ))
        )}
        <Row label={t('admin.ai.requests')}>{activity.conversion.created}</Row>
        <Row label={t('admin.ai.conversion')}>
          {activity.conversion.conversionBps === null
            ? t('admin.ai.noConversion')
            : formatShare(activity.conversion.conversionBps, language)}
        </Row>
      </Group>
      <Group title={t('admin.ai.risk')}>
        <Row label={t('admin.ai.status')}>{t(`admin.status.${risk.status}`)}</Row>
        <Row label={t('admin.ai.twoFactor')}>
          {risk.tfaEnabled ? t('admin.ai.on') : t('admin.ai.off')}
        </Row>
        <Row label={t('admin.ai.suspensions')}>{risk.suspensions}</Row>
        <Row label={t('admin.ai.loginAttempts')}>{risk.loginAttempts}</Row>
        <Row label={t('admin.ai.failedLogins')}>{risk.failedLogins}</Row>
        <Row label={t('admin.ai.refusedLogins')}>{risk.refusedLogins}</Row>
        <Row label={t('admin.ai.riskyLevels')}>
          {risk.highRiskLogins} / {risk.mediumRiskLogins}
        </Row>
      </Group>
      <Group title={t('admin.ai.billing')}>
        <Row label={t('admin.ai.plan')}>{billing.planName}</Row>
        <Row label={t('admin.ai.fee')}>
          {formatShare(billing.feeBps, language)}
          {billing.customFeeBps !== null && ` (${t('admin.ai.customFee')})`}
        </Row>
        <Row label={t('admin.ai.renewal')}>
          {billing.renewalDate && billing.renewalInDays !== null
            ? `${date(billing.renewalDate)} · ${t('admin.ai.renewalInDays', { count: billing.renewalInDays })}`
            : t('admin.ai.noRenewal')}
        </Row>
        {billing.feeBalance.map((row) => (
          <Row key={row.currency} label={`${t('admin.ai.feeBalance')} ${row.currency}`}>
            {formatFiat(row.balanceCents, row.currency, language)}
          </Row>
        ))}
        <Row label={t('admin.ai.recentCharges')}>
          {billing.recentCharges.length === 0
            ? t('admin.ai.noCharges')
            : billing.recentCharges
                .map(
                  (charge) =>
                    `${t(`admin.ai.chargeKind.${charge.kind}`)} ${formatFiat(charge.amountCents, charge.currency, language)}`,
                )
                .join(', ')}
        </Row>
      </Group>
    </div>
  );
}
