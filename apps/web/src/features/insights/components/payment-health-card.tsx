import type { Insights } from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { formatShare } from '#lib/format-share.ts';
import { formatDuration } from '../insight-format';
import { Figure } from './figure';

/** What became of the period's requests, and how their payments went. */
export function PaymentHealthCard({
  conversion,
  quality,
}: Pick<Insights, 'conversion' | 'quality'>) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const share = (bps: number | null) => (bps === null ? '—' : formatShare(bps, language));
  return (
    <SectionCard headingLevel={2} title={t('insights.health')}>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Figure
          label={t('insights.conversion')}
          value={share(conversion.conversionBps)}
          note={t('insights.conversionNote', {
            created: conversion.created,
            confirmed: conversion.confirmed,
            timedOut: conversion.timedOut,
            cancelled: conversion.cancelled,
            open: conversion.open,
          })}
        />
        <Figure
          label={t('insights.timeToConfirm')}
          value={
            quality.medianSecondsToConfirm === null
              ? '—'
              : formatDuration(quality.medianSecondsToConfirm)
          }
          note={
            quality.p90SecondsToConfirm !== null &&
            t('insights.p90', { duration: formatDuration(quality.p90SecondsToConfirm) })
          }
        />
        <Figure
          label={t('insights.paidLate')}
          value={share(quality.lateBps)}
          note={t('insights.shortOver', {
            under: share(quality.underpaidBps),
            over: share(quality.overpaidBps),
          })}
        />
      </dl>
    </SectionCard>
  );
}
