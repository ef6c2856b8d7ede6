// "Scan a QR code" beside the withdrawal address: Telegram's scanner (Mini Apps 6.4), loaded on
// demand where the client has it (money-form.tsx). The scanned text goes to `onScanned`; a
// second ask while the scanner is open is refused by the SDK ('The QR Scanner is already
// opened', logged) and the trader sees that it is open.
import { scanQr } from '../../../shared/telegram/qr-scanner.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';

export interface QrScanButtonProps {
  onScanned: (text: string) => void;
  disabled?: boolean;
}

export const QR_SCAN_COPY = {
  button: 'Сканировать QR-код',
  prompt: 'Наведите камеру на QR-код адреса USDT (TRC20)',
  busy: 'Сканер уже открыт',
  failed: 'Не удалось открыть сканер',
  failedHint: 'Введите адрес вручную.',
} as const;

export default function QrScanButton({ onScanned, disabled }: QrScanButtonProps) {
  const scan = async () => {
    const outcome = await scanQr(QR_SCAN_COPY.prompt);
    if (outcome.ok) {
      if (outcome.value !== undefined) onScanned(outcome.value);
      return;
    }
    if (outcome.reason === 'busy') notify.info(QR_SCAN_COPY.busy);
    else notify.error(QR_SCAN_COPY.failed, QR_SCAN_COPY.failedHint);
  };
  return (
    <Button variant="secondary" block disabled={disabled} onClick={() => void scan()}>
      {QR_SCAN_COPY.button}
    </Button>
  );
}
