import { formatFiat } from '@incasso/shared/money';
import type { RevenueSeries } from '@incasso/shared/stats';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#i18n/index.ts';
import { formatDay } from '../format-day';

/** The chart's figures for screen readers: the drawing itself is hidden from them. */
export function RevenueTable({ series, caption }: { series: RevenueSeries[]; caption: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const days = series[0]?.days ?? [];
  // The wrapper hides it: a table sizes itself to its content whatever width it is given.
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('stats.day')}</th>
            {series.map((item) => (
              <th key={item.fiatCurrency} scope="col">
                {t('stats.revenueIn', { currency: item.fiatCurrency })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map(({ day }, index) => (
            <tr key={day}>
              <th scope="row">{formatDay(day, language, 'long')}</th>
              {series.map((item) => (
                <td key={item.fiatCurrency}>
                  {formatFiat(item.days[index]?.revenueCents ?? 0, item.fiatCurrency, language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
