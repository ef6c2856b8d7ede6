// /requisite/add: the new-requisite form; back to the list on success.
import { RequisiteForm } from '../../features/requisites/components/requisite-form.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { WithStaticData } from '../shell/with-static-data.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS } from '../../shared/routes/route-table.ts';

export default function RequisiteAddScreen() {
  const { navigate, back } = useShellNavigation();
  return (
    <>
      <ScreenTitle />
      <WithStaticData>{(lookups) => (
          // Replace: Back from the list should not return to a submitted form.
          <RequisiteForm lookups={lookups} onDone={() => navigate(PATHS.requisite, { replace: true })} onCancel={back} />
        )}</WithStaticData>
    </>
  );
}
