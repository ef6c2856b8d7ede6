// Platform capability checks by version (product spec section 9: "Capability thresholds are
// platform versions such as 6.1, 7.2 and 8.0"; "Platform availability check timeout is 100 ms").
// A feature that needs a newer client is offered only when a Telegram client is on the bridge
// (runtime.ts) and its launch version reaches the feature's threshold; an older client (say 6.0)
// gets the same working screens without the newer buttons. The thresholds are the versions in
// which Telegram added the bridge methods (the SDK checks the same ones in `isAvailable()`).
import { useSyncExternalStore } from 'react';
import { hasNativeUi } from './runtime.ts';
import { sdk, subscribePlatform, withSdk } from './sdk.ts';

export const CAPABILITY_VERSIONS = {
  /** web_app_setup_back_button, web_app_trigger_haptic_feedback. */
  backButton: '6.1',
  haptics: '6.1',
  /** web_app_open_popup. */
  popup: '6.2',
  /** web_app_open_scan_qr_popup. */
  qrScanner: '6.4',
  /** web_app_request_phone and getRequestedContact. */
  phone: '6.9',
  /** web_app_request_write_access. */
  writeAccess: '6.9',
  /** web_app_invoke_custom_method (getStorageValues, saveStorageValue). */
  cloudStorage: '6.9',
  /** web_app_biometry_*. */
  biometry: '7.2',
  /** web_app_request_fullscreen. */
  fullscreen: '8.0',
} as const;

export type Capability = keyof typeof CAPABILITY_VERSIONS;

/** The availability timeout lives with the boot code in the entry (runtime.ts). */
export { PLATFORM_AVAILABILITY_TIMEOUT_MS } from './runtime.ts';

/** Numeric comparison of dotted versions: '6.10' is above '6.9'; a missing part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** The client's Mini Apps version from the launch params (tgWebAppVersion), or null before the SDK. */
export function platformVersion(): string | null {
  return withSdk((s) => s.retrieveLaunchParams().tgWebAppVersion) ?? null;
}

/** Whether `version` supports `capability`. */
export function versionSupports(version: string | null, capability: Capability): boolean {
  return version !== null && compareVersions(version, CAPABILITY_VERSIONS[capability]) >= 0;
}

/** A client is on the bridge and its version has the capability. */
export function hasCapability(capability: Capability): boolean {
  return hasNativeUi() && sdk() !== null && versionSupports(platformVersion(), capability);
}

/** hasCapability as React state: false until the SDK has started, then re-checked. */
export function useCapability(capability: Capability): boolean {
  return useSyncExternalStore(
    subscribePlatform,
    () => hasCapability(capability),
    () => false,
  );
}
