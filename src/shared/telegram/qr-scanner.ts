// Telegram's QR scanner (Mini Apps 6.4): opens the client's camera popup and resolves with the
// first code it reads, or undefined when the trader closes it. A second ask while it is open is
// refused with the spec's 'The QR Scanner is already opened' (the SDK's ConcurrentCallError).
import { available, nativeRequest, type NativeOutcome } from './native-request.ts';

export const QR_SCANNER_ALREADY_OPENED = 'The QR Scanner is already opened';

/** Opens the scanner with `text` under the camera; the scanned text, or undefined when closed. */
export function scanQr(text: string): Promise<NativeOutcome<string | undefined>> {
  return nativeRequest(({ qrScanner }) => available(qrScanner.open, 'web_app_open_scan_qr_popup')({ text }));
}
