// Content arrives with the trader-screens issues; the shell shows the title and layout.
import { ScreenTitle } from '../shell/screen-title.tsx';

export default function BalanceReplenishScreen() {
  return <ScreenTitle />;
}
