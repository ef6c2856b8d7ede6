// "Take my number from Telegram" for SBP requisites (Mini Apps 6.9), loaded on demand where the
// client has it (requisite-form.tsx). The client asks the trader to share their phone, then the
// contact is polled until it arrives (shared/telegram/contact.ts). A refusal ('User denied
// access') says so in Russian and leaves the field to be typed; a second ask while one is open
// is refused by the SDK (logged) and the trader sees that the request is open (useNativeRequest).
import { requestOwnPhone } from '../../../shared/telegram/contact.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useNativeRequest } from '../../../shared/ui/use-native-request.ts';

export interface PhoneFromTelegramProps {
  /** The number as Telegram gives it, with a leading + added when missing. */
  onPhone: (phone: string) => void;
}

export const PHONE_COPY = {
  button: 'Взять номер из Telegram',
  waiting: 'Подтвердите отправку номера в Telegram…',
  denied: 'Вы не разрешили доступ к номеру телефона. Введите номер вручную.',
  busy: 'Номер уже запрашивается в Telegram',
  failed: 'Не удалось получить номер из Telegram. Введите номер вручную.',
} as const;

export default function PhoneFromTelegram({ onPhone }: PhoneFromTelegramProps) {
  const phone = useNativeRequest(requestOwnPhone, {
    busy: PHONE_COPY.busy,
    value: (number) => {
      const digits = number.trim();
      onPhone(digits.startsWith('+') ? digits : `+${digits}`);
    },
  });
  return (
    <div className="req-phone-tg">
      <Button variant="secondary" block onClick={() => void phone.run()}>
        {PHONE_COPY.button}
      </Button>
      {phone.pending ? (
        <p className="req-phone-tg__note" role="status">
          {PHONE_COPY.waiting}
        </p>
      ) : null}
      {phone.failure ? (
        <p className="req-phone-tg__note req-phone-tg__note--error" role="alert">
          {phone.failure === 'denied' ? PHONE_COPY.denied : PHONE_COPY.failed}
        </p>
      ) : null}
    </div>
  );
}
