import { VictoryAxis, VictoryBar, VictoryChart, VictoryGroup, VictoryLegend, VictoryTooltip } from 'victory';
import { formatDate } from '@gospodarz/shared';
import type { HealthAttributes } from '../model';

const FONT = "DejaVuSans, 'DejaVu Sans', Arial, sans-serif";
const label = { fontFamily: FONT, fontSize: 13, fill: '#2d3748' };
const PENDING = '#dd6b20';
const SEEN = '#2c7a7b';

/** Round ticks up to the day's highest count (at least 0-5). */
function ticks(max: number): number[] {
  const top = Math.max(5, max);
  const step = Math.max(1, Math.ceil(top / 5));
  return Array.from({ length: Math.ceil(top / step) + 1 }, (_, i) => i * step);
}

/** Pending against seen changes per day (Victory, as the reports), the same numbers in the table under it. */
export default function ShipmentChart({ chart, width = 1100 }: { chart: HealthAttributes['chart']; width?: number }) {
  const yTicks = ticks(Math.max(0, ...chart.flatMap((d) => [d.pending, d.seen])));
  const barWidth = Math.max(4, Math.min(24, (width * 0.35) / Math.max(1, chart.length)));
  const tooltip = <VictoryTooltip style={{ ...label, fontSize: 12 }} flyoutStyle={{ fill: 'white', stroke: '#a0aec0' }} constrainToVisibleArea />;
  const data = (key: 'pending' | 'seen', name: string) => chart.map((d, i) => ({ x: i + 1, y: d[key], label: `${formatDate(d.day)}: ${name} ${d[key]}` }));
  return (
    <VictoryChart
      width={width}
      height={340}
      padding={{ top: 50, bottom: 60, left: 60, right: 30 }}
      domain={{ y: [0, yTicks[yTicks.length - 1]] }}
      domainPadding={{ x: 20 }}
      title="Wykres: oczekujące i odczytane zmiany"
      desc={`Zmiany czekające na odczyt i odczytane przez serwisy, ${formatDate(chart[0]?.day)} – ${formatDate(chart[chart.length - 1]?.day)}. Te same liczby są w tabeli pod wykresem.`}
    >
      <VictoryLegend
        x={60}
        y={8}
        orientation="horizontal"
        gutter={24}
        style={{ labels: label }}
        data={[
          { name: 'Oczekujące', symbol: { fill: PENDING, type: 'square' } },
          { name: 'Odczytane', symbol: { fill: SEEN, type: 'square' } },
        ]}
      />
      <VictoryAxis
        tickValues={chart.map((_, i) => i + 1)}
        tickFormat={(t: number) => (chart[t - 1] ? formatDate(chart[t - 1].day).slice(0, 5) : '')}
        style={{ tickLabels: { ...label, fontSize: chart.length > 14 ? 10 : 12, angle: chart.length > 14 ? -35 : 0 } }}
      />
      <VictoryAxis dependentAxis tickValues={yTicks} tickFormat={(t: number) => String(t)} style={{ tickLabels: label, grid: { stroke: '#e2e8f0' } }} />
      <VictoryGroup offset={barWidth}>
        <VictoryBar name="pending" data={data('pending', 'oczekujące')} style={{ data: { fill: PENDING } }} barWidth={barWidth} labelComponent={tooltip} />
        <VictoryBar name="seen" data={data('seen', 'odczytane')} style={{ data: { fill: SEEN } }} barWidth={barWidth} labelComponent={tooltip} />
      </VictoryGroup>
    </VictoryChart>
  );
}
