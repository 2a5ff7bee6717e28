import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartLine {
  label: string;
  color: string;
}

const HEIGHT = 220;
const AXIS = { stroke: '#a1a1aa', grid: { stroke: 'rgba(255,255,255,0.08)' }, ticks: { show: false } };

/**
 * A chart of figures per day (uPlot, canvas). Only the back office's dashboard loads it, lazily and
 * in the browser; the figure around it carries the caption and a table of the same numbers, so the
 * canvas is hidden from assistive technology. Days are UTC.
 */
export default function DayChart({
  data,
  lines,
  format,
}: {
  /** uPlot's columns: x (day starts, seconds), then one row per line. */
  data: number[][];
  lines: ChartLine[];
  format: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 280),
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true } },
        series: [
          {},
          ...lines.map((line) => ({
            label: line.label,
            stroke: line.color,
            width: 2,
            value: (_plot: uPlot, value: number | null) => (value === null ? '—' : format(value)),
          })),
        ],
        axes: [AXIS, { ...AXIS, size: 90, values: (_plot, ticks) => ticks.map(format) }],
      },
      data as uPlot.AlignedData,
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, lines, format]);
  return <div ref={box} aria-hidden="true" data-testid="admin-chart" />;
}
