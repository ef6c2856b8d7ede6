// /help: the help categories and the title search (features/help).
import { HelpHome } from '../../features/help/components/help-home.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';

export default function HelpScreen() {
  return (
    <>
      <ScreenTitle />
      <HelpHome />
    </>
  );
}
