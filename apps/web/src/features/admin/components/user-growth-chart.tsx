import type { AdminStats } from '@incasso/shared/admin';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** New accounts per day (its own chunk: recharts is large). Screen readers get the totals. */
export default function UserGrowthChart({ days }: { days: AdminStats['userGrowth'] }) {
  return (
    <div aria-hidden className="text-slate-500 dark:text-slate-400">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart
          data={days}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="currentColor" strokeOpacity={0.2} />
          <XAxis
            dataKey="day"
            tickFormatter={(day: string) => day.slice(5)}
            tick={{ fill: 'currentColor', fontSize: 12 }}
          />
          <YAxis allowDecimals={false} width={32} tick={{ fill: 'currentColor', fontSize: 12 }} />
          <Tooltip />
          <Bar dataKey="count" fill="#6366f1" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
