import { formatFiat } from '@incasso/shared/money';
import {
  FORECAST_BASIS_DAYS,
  FORECAST_HORIZON_DAYS,
  type Forecast,
} from '@incasso/shared/insights';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#components/ui/section-card.tsx';
import { currentLanguage } from '#i18n/index.ts';
import { Figure } from './figure';

/** The next week's expected revenue per currency, with its interval and what it rests on. */
export function ForecastCard({ forecast }: { forecast: Forecast[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <SectionCard
      headingLevel={2}
      title={t('insights.forecast', { days: FORECAST_HORIZON_DAYS })}
      description={t('insights.forecastBasis', { days: FORECAST_BASIS_DAYS })}
    >
      {forecast.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('insights.forecastEmpty')}</p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          {forecast.map((row) => (
            <Figure
              key={row.fiatCurrency}
              label={row.fiatCurrency}
              value={formatFiat(row.expectedCents, row.fiatCurrency, language)}
              note={t('insights.interval', {
                low: formatFiat(row.lowCents, row.fiatCurrency, language),
                high: formatFiat(row.highCents, row.fiatCurrency, language),
              })}
            />
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
