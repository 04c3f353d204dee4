import { Bar } from '@visx/shape';
import { scaleBand, scaleLinear } from '@visx/scale';
import { useId } from 'react';
import styles from './charts.module.css';

export type BreakdownItem = { key: string; label: string; value: number; text: string };

const WIDTH = 360;
const ROW = 36;
const LABEL = 110;
const VALUE = 64;

/** Shares as horizontal bars, each with its label and number written beside it. */
export function BreakdownChart({ items, title }: { items: readonly BreakdownItem[]; title: string }) {
  const titleId = useId();
  const height = items.length * ROW;
  const max = Math.max(1, ...items.map((item) => item.value));
  const x = scaleLinear({ domain: [0, max], range: [0, WIDTH - LABEL - VALUE] });
  const y = scaleBand({ domain: items.map((item) => item.key), range: [0, height], padding: 0.3 });
  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{`${title}: ${items.map((item) => `${item.label} ${item.text}`).join(', ')}`}</title>
      {items.map((item) => {
        const top = y(item.key) ?? 0;
        return (
          <g key={item.key} aria-hidden="true">
            <text className={styles.label} x={0} y={top + y.bandwidth() / 2} dy="0.32em">
              {item.label}
            </text>
            <Bar className={styles.bar} x={LABEL} y={top} width={Math.max(2, x(item.value))} height={y.bandwidth()} rx={4} />
            <text className={styles.label} x={LABEL + Math.max(2, x(item.value)) + 8} y={top + y.bandwidth() / 2} dy="0.32em">
              {item.text}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
