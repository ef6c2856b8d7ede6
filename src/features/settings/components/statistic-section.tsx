// Statistic for the period: totals, a daily chart (lazy uPlot) and the same data as a table.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { statisticQuery } from '../api/settings-api.ts';
import { statisticView, type StatisticView } from '../model/statistic.ts';
import { StatisticChart } from './statistic-chart.tsx';
import './settings.css';
import { SettingsSection } from './settings-section.tsx';

export function StatisticSection() {
  const { api } = useApi();
  const stat = useQuery(statisticQuery(api));
  const view = useMemo(() => (stat.data ? statisticView(stat.data) : null), [stat.data]);
  return (
    <SettingsSection title="Статистика">
      {stat.isError ? (
        <ErrorState message={errorMessage(stat.error)} onRetry={() => void stat.refetch()} />
      ) : !view ? (
        <LoadingState rows={2} label="Загрузка статистики" />
      ) : (
        <StatisticBody view={view} />
      )}
    </SettingsSection>
  );
}

function StatisticBody({ view }: { view: StatisticView }) {
  const [chartFailed, setChartFailed] = useState(false);
  return (
    <>
      <p className="set-section__text">Период: {view.period}</p>
      <KeyValueList items={view.totals} label="Итоги за период" />
      {view.empty ? (
        <p className="ui-empty-note">За этот период сделок не было — график появится после первых сделок.</p>
      ) : (
        <>
          <p className="ui-visually-hidden">{view.summary}</p>
          {chartFailed ? null : <StatisticChart view={view} onFailed={() => setChartFailed(true)} />}
          <details className="set-table-wrap" open={chartFailed}>
            <summary>Таблица по дням</summary>
            <table className="set-table">
              <caption className="ui-visually-hidden">Статистика по дням за {view.period}</caption>
              <thead>
                <tr>
                  <th scope="col">День</th>
                  <th scope="col">Сделки</th>
                  <th scope="col">Оборот</th>
                  <th scope="col">Заработано</th>
                </tr>
              </thead>
              <tbody>
                {view.days.map((d) => (
                  <tr key={d.date}>
                    <th scope="row">{d.label}</th>
                    <td>{d.ordersCompleted}</td>
                    <td>{d.turnoverRub}</td>
                    <td>{d.earnedUsdt}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </>
  );
}
