/**
 * A trend drawn with uPlot (about 22 KB gzip, canvas, no dependencies): chosen over Chart.js and
 * ECharts, several times its size, for a few line charts. This module is its own chunk, loaded
 * by TrendChart only on the dashboard, so neither the shell nor the home page carries uPlot.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { css } from 'styled-system/css';

export interface TrendPlotProps {
  /** One per day, oldest first. */
  points: { date: string; value: number }[];
  formatDate: (date: string) => string;
  formatNumber: (value: number) => string;
}

const HEIGHT = 180;

// The line takes the text colour of this box (the theme's accent, light or dark): a canvas cannot
// read the theme's CSS variables, so the colour is read from the computed style when drawing.
const plotBox = css({ color: 'accent.default', w: 'full', minH: '180px' });

export default function TrendPlot({ points, formatDate, formatNumber }: TrendPlotProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const muted = style.getPropertyValue('--colors-fg-muted') || style.color;
    // Days as indices: the axis labels them with the viewer's own date format.
    const xs = points.map((_, i) => i);
    const ys = points.map((p) => p.value);
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          {
            stroke: muted,
            grid: { show: false },
            space: 70,
            values: (_u, splits) =>
              splits.map((i) =>
                Number.isInteger(i) && points[i] ? formatDate(points[i].date) : '',
              ),
          },
          {
            stroke: muted,
            size: 50,
            values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? formatNumber(v) : '')),
          },
        ],
        series: [{}, { stroke: style.color, width: 2, points: { show: points.length <= 31 } }],
      },
      [xs, ys],
      element,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: element.clientWidth || 320, height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [points, formatDate, formatNumber]);
  return <div ref={box} className={plotBox} aria-hidden="true" />;
}
