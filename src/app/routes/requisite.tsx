// /requisite: the trader's requisites with names from the static data; an edit opens the
// requisite form at /requisite/add?edit=<id> (issue 28).
import { RequisiteList } from '../../features/requisites/components/requisite-list.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { WithStaticData } from '../shell/with-static-data.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS } from '../../shared/routes/route-table.ts';
import { requisiteEditPath } from '../../shared/routes/requisite-edit.ts';

export default function RequisiteScreen() {
  const { navigate } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <WithStaticData>
        {(lookups) => (
          <RequisiteList
            lookups={lookups}
            onAdd={() => navigate(PATHS['requisite-add'])}
            onEdit={(id) => navigate(requisiteEditPath(id))}
            onOpenSettings={() => navigate(PATHS.settings)}
          />
        )}
      </WithStaticData>
    </>
  );
}
