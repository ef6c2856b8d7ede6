// /requisite/add: the new-requisite form; back to the list on success. With ?edit=<id> (issue 28)
// the same form changes that requisite (shared/routes/requisite-edit.ts).
import { RequisiteEdit } from '../../features/requisites/components/requisite-edit.tsx';
import { RequisiteForm } from '../../features/requisites/components/requisite-form.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { WithStaticData } from '../shell/with-static-data.tsx';
import { useShellNavigation } from '../shell/runtime-context.ts';
import { useQueryParams } from '../shell/query-params.ts';
import { PATHS } from '../../shared/routes/route-table.ts';
import { requisiteEditId } from '../../shared/routes/requisite-edit.ts';

export default function RequisiteAddScreen() {
  const { navigate, back } = useShellNavigation();
  const [params] = useQueryParams();
  const editId = requisiteEditId(params);
  // Replace: Back from the list should not return to a submitted form.
  const done = () => navigate(PATHS.requisite, { replace: true });
  return (
    <>
      {editId === null ? <ScreenTitle /> : <ScreenTitle title="Изменение реквизита" />}
      <WithStaticData>
        {(lookups) =>
          editId === null ? (
            <RequisiteForm lookups={lookups} onDone={done} onCancel={back} />
          ) : (
            <RequisiteEdit id={editId} lookups={lookups} onDone={done} onCancel={back} />
          )
        }
      </WithStaticData>
    </>
  );
}
