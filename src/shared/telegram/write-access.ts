// Messages from the bot (Mini Apps 6.9): asks the trader to let the bot write to them. A second
// ask while the client's dialog is open is refused with 'Write access request is currently in
// progress'.
import { available, nativeRequest, type NativeOutcome } from './native-request.ts';
import { withSdk } from './sdk.ts';

export const WRITE_ACCESS_IN_PROGRESS = 'Write access request is currently in progress';

/** True when the trader allowed messages from the bot. */
export function requestBotMessages(): Promise<NativeOutcome<boolean>> {
  return nativeRequest(async ({ requestWriteAccess }) => (await available(requestWriteAccess, 'web_app_request_write_access')()) === 'allowed');
}

/** What the launch params say: the trader already lets the bot write (init data allows_write_to_pm). */
export function botMayWrite(): boolean {
  return withSdk((s) => s.retrieveLaunchParams().tgWebAppData?.user?.allows_write_to_pm === true) ?? false;
}
