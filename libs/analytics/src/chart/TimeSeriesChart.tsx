import { AreaClosed, LinePath } from '@visx/shape';
import { scaleLinear } from '@visx/scale';
import { useId } from 'react';
import styles from './charts.module.css';

export type SeriesPoint = { key: string; label: string; value: number; text: string };

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 16, right: 16, bottom: 32, left: 64 };
const MAX_X_LABELS = 7;

export type TimeSeriesChartProps = {
  points: readonly SeriesPoint[];
  /** The chart's name for assistive technology, e.g. "Sessions by day". */
  title: string;
  /** A one-sentence summary read with the title (highest, lowest, total). */
  summary: string;
  formatTick: (value: number) => string;
};

/**
 * One series over time as an area under a line, drawn in SVG that scales with its container. Every
 * point has a native tooltip; the numbers themselves are in the table view.
 */
export function TimeSeriesChart({ points, title, summary, formatTick }: TimeSeriesChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(1, ...points.map((point) => point.value));
  const x = scaleLinear({ domain: [0, Math.max(1, points.length - 1)], range: [MARGIN.left, MARGIN.left + innerWidth] });
  const y = scaleLinear({ domain: [0, max], range: [MARGIN.top + innerHeight, MARGIN.top], nice: true });
  const ticks = y.ticks(4);
  const every = Math.max(1, Math.ceil(points.length / MAX_X_LABELS));
  const indexed = points.map((point, index) => ({ ...point, index }));
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`}>
      <title id={titleId}>{title}</title>
      <desc id={descriptionId}>{summary}</desc>
      {ticks.map((tick) => (
        <g key={tick} aria-hidden="true">
          <line className={styles.grid} x1={MARGIN.left} x2={MARGIN.left + innerWidth} y1={y(tick)} y2={y(tick)} />
          <text className={styles.tick} x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      <AreaClosed data={indexed} x={(point) => x(point.index)} y={(point) => y(point.value)} yScale={y} className={styles.area} />
      <LinePath data={indexed} x={(point) => x(point.index)} y={(point) => y(point.value)} className={styles.line} />
      {indexed.map((point) => (
        <g key={point.key}>
          <circle className={styles.point} cx={x(point.index)} cy={y(point.value)} r={points.length > 40 ? 2 : 3.5}>
            <title>{`${point.label}: ${point.text}`}</title>
          </circle>
          {(point.index % every === 0 || point.index === points.length - 1) && (point.index === points.length - 1 || points.length - 1 - point.index > every / 2) && (
            <text className={styles.tick} x={x(point.index)} y={HEIGHT - 10} textAnchor="middle" aria-hidden="true">
              {point.label}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
