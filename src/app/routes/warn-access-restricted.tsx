import { useSupportUrl } from '../../shared/api/support.ts';
import { WarnScreen } from '../../shared/ui/warn-screen.tsx';

export default function WarnAccessRestrictedScreen() {
  // Without access there is no token and no /config: the build-time contact stands in.
  return <WarnScreen kind="access-restricted" supportUrl={useSupportUrl()} />;
}
