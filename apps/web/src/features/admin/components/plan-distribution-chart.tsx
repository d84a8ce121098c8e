import type { AdminStats } from '@incasso/shared/admin';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';

const COLOURS = { free: '#94a3b8', plus: '#6366f1', premium: '#f59e0b' } as const;

/** Accounts per plan (its own chunk); the legend beside it carries the numbers as text. */
export default function PlanDistributionChart({
  plans,
}: {
  plans: AdminStats['planDistribution'];
}) {
  return (
    <div aria-hidden>
      <ResponsiveContainer width="100%" height={200}>
        <PieChart accessibilityLayer={false}>
          {/* Hidden from assistive technology (the legend has the numbers), so not focusable. */}
          <Pie
            data={plans}
            dataKey="count"
            nameKey="plan"
            innerRadius={50}
            outerRadius={80}
            rootTabIndex={-1}
          >
            {plans.map((entry) => (
              <Cell key={entry.plan} fill={COLOURS[entry.plan]} />
            ))}
          </Pie>
          <Tooltip />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
