import { BarChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef } from 'react';
import type { ReadingReport } from '@moyue/contracts/api/center';
import { formatReadingTime, toHours } from '../reading-time';

// Only what the year report draws (bars, a ring, SVG): this module loads with the report's page.
echarts.use([BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, SVGRenderer]);

const CINNABAR = '#b5482f';
const PALETTE = [
  CINNABAR,
  '#d98c5f',
  '#8c6e4b',
  '#5f7d6e',
  '#4f6d8f',
  '#a3845c',
  '#7a5c8c',
  '#c9a66b',
  '#9b9081',
];

/** One ECharts chart in SVG that follows its box's width. */
function Chart({
  option,
  label,
  height,
}: {
  option: echarts.EChartsCoreOption;
  label: string;
  height: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = echarts.init(element, null, {
      renderer: 'svg',
      width: element.clientWidth || 600,
      height,
    });
    chart.setOption(option);
    const resize = new ResizeObserver(() => chart.resize({ width: element.clientWidth || 600 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, [option, height]);
  return (
    <div ref={box} className="report-chart" role="img" aria-label={label} style={{ height }} />
  );
}

/** Reading hours by month (bars) and by 中图法 class (a ring) of a year report. */
export function ReadingCharts({ report }: { report: ReadingReport }) {
  const months = useMemo(() => monthOption(report), [report]);
  const classes = useMemo(() => classOption(report), [report]);
  return (
    <div className="report-charts" data-testid="reading-charts">
      <section className="report-panel">
        <h3>每月阅读时长</h3>
        <Chart option={months} label="每月阅读时长柱状图" height={260} />
      </section>
      <section className="report-panel">
        <h3>分类阅读分布</h3>
        {report.Categories.length === 0 ? (
          <p className="report-panel__empty">暂无数据！</p>
        ) : (
          <Chart option={classes} label="各分类阅读时长环形图" height={340} />
        )}
      </section>
    </div>
  );
}

function monthOption(report: ReadingReport): echarts.EChartsCoreOption {
  return {
    color: [CINNABAR],
    grid: { left: 44, right: 12, top: 24, bottom: 28 },
    tooltip: {
      trigger: 'axis',
      formatter: (params: { dataIndex: number }[]) => {
        const month = report.Months[params[0]?.dataIndex ?? 0];
        return month
          ? `${month.Month}月<br/>阅读 ${formatReadingTime(month.Seconds)}，${month.Days} 天`
          : '';
      },
    },
    xAxis: { type: 'category', data: report.Months.map((month) => `${month.Month}月`) },
    yAxis: { type: 'value', name: '小时', nameGap: 10, minInterval: 0.5 },
    series: [
      {
        type: 'bar',
        barMaxWidth: 28,
        data: report.Months.map((month) => toHours(month.Seconds)),
        itemStyle: { borderRadius: [3, 3, 0, 0] },
      },
    ],
  };
}

function classOption(report: ReadingReport): echarts.EChartsCoreOption {
  return {
    color: PALETTE,
    tooltip: {
      trigger: 'item',
      formatter: (params: { dataIndex: number; percent: number }) => {
        const row = report.Categories[params.dataIndex];
        return row
          ? `${row.Title}<br/>${formatReadingTime(row.Seconds)} · ${row.Books} 本 · ${params.percent}%`
          : '';
      },
    },
    // the legend names every class in full; a ring's outer labels would be cut in a narrow column
    legend: { bottom: 0, itemGap: 8, textStyle: { fontSize: 12 } },
    series: [
      {
        type: 'pie',
        radius: ['36%', '58%'],
        center: ['50%', '38%'],
        label: { show: false },
        data: report.Categories.map((row) => ({ name: row.Title, value: row.Seconds })),
      },
    ],
  };
}
