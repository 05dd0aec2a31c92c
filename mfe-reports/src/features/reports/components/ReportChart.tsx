import { VictoryAxis, VictoryBar, VictoryChart, VictoryGroup, VictoryLegend, VictoryLine, VictoryScatter, VictoryStack, VictoryTooltip } from 'victory';
import { axisTicks, formatValue, tooltipText, type ChartModel, type Series, type Unit } from '../model';

/** The chart's font: DejaVu Sans is what the PDF embeds (Polish letters); the browser falls back to its own sans. */
export const CHART_FONT = "DejaVuSans, 'DejaVu Sans', Arial, sans-serif";
export const CHART_WIDTH = 1200;
export const CHART_HEIGHT = 420;
export const COLORS = ['#2c7a7b', '#dd6b20', '#3182ce', '#805ad5', '#d53f8c', '#38a169', '#718096', '#b7791f'];

const label = { fontFamily: CHART_FONT, fontSize: 13, fill: '#2d3748' };

/** The highest value an axis must show (bars stacked are summed). */
function dataMax(model: ChartModel, axis: 'left' | 'right'): number {
  const series = model.series.filter((s) => s.axis === axis);
  const bars = series.filter((s) => s.kind === 'bar');
  const stackedSums = model.stacked ? model.categories.map((_, i) => bars.reduce((sum, s) => sum + (s.values[i] ?? 0), 0)) : [];
  const all = [...stackedSums, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null))];
  return Math.max(0, ...all);
}

function unitOf(model: ChartModel, axis: 'left' | 'right'): Unit | null {
  return model.series.find((s) => s.axis === axis)?.unit ?? null;
}

/** An axis tick: money without grosze, shares in %, counts as they are (the ticks are round: axisTicks). */
function tick(value: number, unit: Unit): string {
  if (unit === 'zl') return formatValue(Math.round(value), 'zl').replace(',00', '');
  if (unit === 'share') return `${Math.round(value * 100)}%`;
  return Number(value.toFixed(2)).toLocaleString('pl-PL', { maximumFractionDigits: 2 });
}

function points(model: ChartModel, series: Series, max: number) {
  return series.values.map((value, i) => ({ x: i + 1, y: value === null ? null : value / max, label: tooltipText(model, series, i) }));
}

/**
 * One report's chart (Victory): bars and lines over the months or weekdays, two axes when two units meet, each scaled
 * to its data (values are drawn as a share of their axis' maximum and the ticks say the real values), the year
 * before dashed, tooltips comparing with the month or day before, and the legend inside the drawing (the PDF takes it).
 */
export default function ReportChart({ model, width = CHART_WIDTH }: { model: ChartModel; width?: number }) {
  const leftUnit = unitOf(model, 'left');
  const rightUnit = unitOf(model, 'right');
  // each axis ends at its last round tick; values are drawn as a share of it
  const leftTicks = axisTicks(dataMax(model, 'left'), leftUnit ?? 'zl');
  const rightTicks = axisTicks(dataMax(model, 'right'), rightUnit ?? 'zl');
  const maxLeft = leftTicks[leftTicks.length - 1];
  const maxRight = rightTicks[rightTicks.length - 1];
  const color = new Map(model.series.map((s, i) => [s.key, COLORS[i % COLORS.length]]));
  const maxOf = (s: Series) => (s.axis === 'left' ? maxLeft : maxRight);
  const bars = model.series.filter((s) => s.kind === 'bar');
  const lines = model.series.filter((s) => s.kind === 'line');
  const tooltip = <VictoryTooltip style={{ ...label, fontSize: 12 }} flyoutStyle={{ fill: 'white', stroke: '#a0aec0' }} constrainToVisibleArea />;
  // bars take about 58 % of the drawing's width, 6 to 40 px each
  const barWidth = Math.max(6, Math.min(40, (width * 0.58) / Math.max(1, model.categories.length * (model.stacked ? 1 : bars.length))));
  const barCharts = bars.map((s) => (
    <VictoryBar key={s.key} name={s.key} data={points(model, s, maxOf(s))} style={{ data: { fill: color.get(s.key) } }} barWidth={barWidth} labelComponent={tooltip} />
  ));
  return (
    <VictoryChart
      width={width}
      height={CHART_HEIGHT}
      padding={{ top: 70, bottom: 50, left: 90, right: rightUnit ? 90 : 30 }}
      domain={{ y: [0, 1] }}
      domainPadding={{ x: 30 }}
      title={`Wykres: ${model.title}`}
      desc={`${model.series.map((s) => s.label).join(', ')}; ${model.names[0] ?? ''} – ${model.names[model.names.length - 1] ?? ''}. Te same liczby są w tabeli pod wykresem.`}
    >
      <VictoryLegend
        x={90}
        y={10}
        orientation="horizontal"
        itemsPerRow={4}
        gutter={24}
        style={{ labels: label }}
        data={model.series.map((s) => ({
          name: s.label,
          symbol: { fill: color.get(s.key), type: s.kind === 'bar' ? 'square' : s.previousYear ? 'minus' : 'circle' },
        }))}
      />
      <VictoryAxis
        tickValues={model.categories.map((_, i) => i + 1)}
        tickFormat={(t: number) => model.categories[t - 1] ?? ''}
        style={{ tickLabels: { ...label, fontSize: model.categories.length > 12 ? 10 : 13, angle: model.categories.length > 12 ? -35 : 0 } }}
      />
      {leftUnit && (
        <VictoryAxis
          dependentAxis
          tickValues={leftTicks.map((t) => t / maxLeft)}
          tickFormat={(t: number) => tick(t * maxLeft, leftUnit)}
          style={{ tickLabels: label, grid: { stroke: '#e2e8f0' }, axis: { stroke: color.get(model.series.find((s) => s.axis === 'left')!.key) } }}
        />
      )}
      {rightUnit && (
        <VictoryAxis
          dependentAxis
          orientation="right"
          tickValues={rightTicks.map((t) => t / maxRight)}
          tickFormat={(t: number) => tick(t * maxRight, rightUnit)}
          style={{ tickLabels: label, axis: { stroke: color.get(model.series.find((s) => s.axis === 'right')!.key) } }}
        />
      )}
      {model.stacked ? <VictoryStack>{barCharts}</VictoryStack> : bars.length > 1 ? <VictoryGroup offset={barWidth}>{barCharts}</VictoryGroup> : barCharts}
      {lines.map((s) => (
        <VictoryLine
          key={s.key}
          name={s.key}
          // the line carries no labels: a point's `label` would be drawn beside it at once; its dot's tooltip shows it on hover
          data={points(model, s, maxOf(s))
            .filter((p) => p.y !== null)
            .map(({ x, y }) => ({ x, y }))}
          style={{ data: { stroke: color.get(s.key), strokeWidth: 3, strokeDasharray: s.previousYear ? '8,5' : undefined } }}
        />
      ))}
      {lines.map((s) => (
        <VictoryScatter
          key={`${s.key}-points`}
          data={points(model, s, maxOf(s)).filter((p) => p.y !== null)}
          size={4}
          style={{ data: { fill: color.get(s.key) } }}
          labelComponent={tooltip}
        />
      ))}
    </VictoryChart>
  );
}
