import { centsToDecimalString, formatFiat, type FiatCurrency } from '@incasso/shared/money';
import type { RevenueSeries } from '@incasso/shared/stats';
import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { currentLanguage } from '#i18n/index.ts';
import { chartRows } from '../chart-rows';
import { CURRENCY_COLOURS } from '../currency-colours';
import { formatDay } from '../format-day';

const CHART_HEIGHT = 240;

function ChartTooltip({
  active,
  payload,
  label,
}: TooltipContentProps<TooltipValueType, string | number>) {
  const language = currentLanguage();
  if (!active || !payload?.length || typeof label !== 'string') return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm shadow-md dark:border-slate-700 dark:bg-slate-900">
      <p className="font-medium text-slate-900 dark:text-white">
        {formatDay(label, language, 'long')}
      </p>
      {payload.map((entry) => (
        <p key={String(entry.dataKey)} className="text-slate-700 tabular-nums dark:text-slate-200">
          {formatFiat(Number(entry.value ?? 0), entry.dataKey as FiatCurrency, language)}
        </p>
      ))}
    </div>
  );
}

/**
 * The revenue trend, one line per currency that earned something (its own chunk: recharts is
 * the dashboard's largest dependency). Hidden from screen readers, which get RevenueTable.
 */
export default function RevenueChart({ series }: { series: RevenueSeries[] }) {
  const language = currentLanguage();
  const compact = new Intl.NumberFormat(language, {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const dense = (series[0]?.days.length ?? 0) > 7;
  return (
    <div aria-hidden className="text-slate-500 dark:text-slate-400">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        <AreaChart
          data={chartRows(series)}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <defs>
            {series.map(({ fiatCurrency }) => (
              <linearGradient
                key={fiatCurrency}
                id={`revenue-${fiatCurrency}`}
                x1="0"
                y1="0"
                x2="0"
                y2="1"
              >
                <stop offset="0%" stopColor={CURRENCY_COLOURS[fiatCurrency]} stopOpacity={0.3} />
                <stop offset="100%" stopColor={CURRENCY_COLOURS[fiatCurrency]} stopOpacity={0} />
              </linearGradient>
            ))}
          </defs>
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => formatDay(day, language)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            minTickGap={12}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={(cents: number) =>
              compact.format(centsToDecimalString(cents) as `${number}`)
            }
            tick={{ fill: 'currentColor', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
            width={44}
          />
          <Tooltip content={ChartTooltip} cursor={{ stroke: 'currentColor', strokeOpacity: 0.3 }} />
          {series.map(({ fiatCurrency }) => (
            <Area
              key={fiatCurrency}
              type="monotone"
              dataKey={fiatCurrency}
              stroke={CURRENCY_COLOURS[fiatCurrency]}
              strokeWidth={2}
              fill={`url(#revenue-${fiatCurrency})`}
              dot={dense ? false : { r: 3, strokeWidth: 0, fill: CURRENCY_COLOURS[fiatCurrency] }}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
