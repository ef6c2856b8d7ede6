// /settings: timezone, the weekly schedule (?day=mon|0..6 opens that day's editor; the
// schedule-day guard already turned an unreadable value into a 404), auto-accept duration,
// statistic, support and version; where the Telegram client has them, messages from the bot
// and biometric confirmation of money moves; how a new order is announced (issue 28).
import { useQuery } from '@tanstack/react-query';
import { AboutSection } from '../../features/settings/components/about-section.tsx';
import { AutoacceptSection } from '../../features/settings/components/autoaccept-section.tsx';
import { OrderAlertsSection } from '../../features/settings/components/order-alerts-section.tsx';
import { ScheduleSection } from '../../features/settings/components/schedule-section.tsx';
import { StatisticSection } from '../../features/settings/components/statistic-section.tsx';
import { TimezoneSection } from '../../features/settings/components/timezone-section.tsx';
import { BiometrySetting, NotificationsSetting } from '../../features/settings/components/telegram-sections.tsx';
import { useApi } from '../../shared/api/api-context.ts';
import { traderQuery } from '../../shared/api/resources.ts';
import { useQueryParams } from '../shell/query-params.ts';
import { DAY_NAMES, parseDayParam } from '../../domain/schedule.ts';
import { ScreenTitle } from '../shell/screen-title.tsx';

export default function SettingsScreen() {
  const [params, setParams] = useQueryParams();
  const { api } = useApi();
  const trader = useQuery(traderQuery(api));
  // The open day editor lives in the URL (?day=tue): a link opens it, a reload keeps it;
  // query-only updates do not re-run the guards.
  const openDay = parseDayParam(params.get('day'));
  return (
    <>
      <ScreenTitle />
      <TimezoneSection />
      <ScheduleSection
        openDay={openDay}
        timezone={trader.data?.timezone ?? null}
        onOpenDay={(day) => setParams({ day: day === null ? null : (DAY_NAMES[day] ?? null) })}
      />
      <AutoacceptSection />
      <OrderAlertsSection />
      <NotificationsSetting />
      <BiometrySetting />
      <StatisticSection />
      <AboutSection version={__APP_VERSION__} />
    </>
  );
}
