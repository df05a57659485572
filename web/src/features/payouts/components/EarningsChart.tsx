import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCents } from '../../../components/format';
import type { EarningsSeries } from '../earnings-series';

const COLORS = ['#d23c3c', '#1f6feb', '#2da44e', '#bf8700', '#8250df', '#57606a'];

/** Stacked bars: earnings per period, a colour per listing (loaded only on the Sales tab). */
export default function EarningsChart({ series }: { series: EarningsSeries }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={series.rows} margin={{ top: 8, right: 8, left: 8, bottom: 8 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="period" fontSize={12} />
        <YAxis fontSize={12} tickFormatter={(cents: number) => formatCents(cents)} width={72} />
        <Tooltip formatter={(cents) => formatCents(Number(cents))} />
        <Legend />
        {series.listings.map((listing, i) => (
          <Bar
            key={listing.modelId}
            dataKey={listing.modelId}
            name={listing.title}
            stackId="earnings"
            fill={COLORS[i % COLORS.length]}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
