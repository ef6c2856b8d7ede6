// /requisite: the trader's requisites with names from the static data.
import { RequisiteList } from '../../features/requisites/components/requisite-list.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { WithStaticData } from '../shell/with-static-data.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS } from '../../shared/routes/route-table.ts';

export default function RequisiteScreen() {
  const { navigate } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <WithStaticData>{(lookups) => <RequisiteList lookups={lookups} onAdd={() => navigate(PATHS['requisite-add'])} onOpenSettings={() => navigate(PATHS.settings)} />}</WithStaticData>
    </>
  );
}
