// Biometry (Mini Apps 7.2): the client's fingerprint or face check confirms a money move after
// the confirmation popup. The component is mounted on demand (web_app_biometry_get_info); a
// client that does not answer within MOUNT_TIMEOUT_MS counts as one without biometry, and then
// the popup alone confirms. The first use asks the trader for access.
import { available, nativeFailure, nativeRequest, type NativeOutcome } from './native-request.ts';
import { sdk } from './sdk.ts';

const MOUNT_TIMEOUT_MS = 1000;

export interface BiometryInfo {
  /** The device has biometry the client can use. */
  available: boolean;
  accessRequested: boolean;
  accessGranted: boolean;
  /** 'finger' | 'face' | '' */
  type: string;
}

let mounting: Promise<BiometryInfo | null> | null = null;

function readInfo(): BiometryInfo | null {
  const s = sdk();
  if (!s?.biometry.isMounted()) return null;
  const { available: has, accessRequested, accessGranted, type } = s.biometry.state();
  return { available: has, accessRequested, accessGranted, type };
}

/** Mounts the component once; null when the client offers no biometry (or does not answer). The state as mounted: read biometryInfo() for the current one. */
export function loadBiometry(): Promise<BiometryInfo | null> {
  mounting ??= (async () => {
    const s = sdk();
    if (!s || !s.biometry.mount.isAvailable()) return null;
    if (!s.biometry.isMounted()) {
      try {
        await s.biometry.mount(AbortSignal.timeout(MOUNT_TIMEOUT_MS));
      } catch (error) {
        nativeFailure(s, error);
        mounting = null; // a later screen may ask again
        return null;
      }
    }
    return readInfo();
  })();
  return mounting;
}

/** The current state (after loadBiometry), or null. */
export function biometryInfo(): BiometryInfo | null {
  return readInfo();
}

/** Asks the trader to let the app use biometry; true when granted. */
export function requestBiometryAccess(reason: string): Promise<NativeOutcome<boolean>> {
  return nativeRequest(({ biometry }) => available(biometry.requestAccess, 'web_app_biometry_request_access')({ reason }));
}

/** Opens the client's biometry settings (access once refused is granted there). */
export function openBiometrySettings(): void {
  const s = sdk();
  if (s?.biometry.openSettings.isAvailable()) s.biometry.openSettings();
}

export type BiometryCheck = 'authorized' | 'failed' | 'no-access' | 'unavailable';

/**
 * Confirms with biometry: asks for access on the first use, then authenticates. Only
 * 'authorized' lets the money move go.
 */
export async function confirmWithBiometry(reason: string): Promise<BiometryCheck> {
  await loadBiometry();
  const info = readInfo(); // now, not as mounted: access may have been granted since
  if (!info?.available) return 'unavailable';
  if (!info.accessGranted) {
    if (info.accessRequested) return 'no-access'; // refused before: the client will not ask again
    const access = await requestBiometryAccess(reason);
    if (!access.ok || !access.value) return 'no-access';
  }
  const result = await nativeRequest(({ biometry }) => available(biometry.authenticate, 'web_app_biometry_request_auth')({ reason }));
  return result.ok && result.value.status === 'authorized' ? 'authorized' : 'failed';
}
