// "QR code full screen" on /balance/replenish (Mini Apps 8.0), loaded on demand where the client
// has fullscreen (deposit-address.tsx): the client hides its header and the code grows, to be
// scanned from another phone. Leaving the screen leaves fullscreen. A second ask while a change
// is pending is refused by the SDK ('Fullscreen mode change is already being requested',
// logged) and the trader sees that it is under way (useNativeRequest).
import { useEffect } from 'react';
import { isFullscreen, setFullscreen, useIsFullscreen } from '../../../shared/telegram/fullscreen.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { useNativeRequest } from '../../../shared/ui/use-native-request.ts';

export interface FullscreenToggleProps {
  /** Called with the client's fullscreen state whenever it changes. */
  onChange: (fullscreen: boolean) => void;
}

export const FULLSCREEN_COPY = {
  enter: 'QR-код на весь экран',
  exit: 'Выйти из полноэкранного режима',
  busy: 'Полноэкранный режим уже переключается',
  failed: 'Не удалось открыть на весь экран',
} as const;

export default function FullscreenToggle({ onChange }: FullscreenToggleProps) {
  const fullscreen = useIsFullscreen();
  useEffect(() => onChange(fullscreen), [fullscreen, onChange]);
  // Leaving the screen in fullscreen: back to the normal view.
  useEffect(
    () => () => {
      if (isFullscreen()) void setFullscreen(false);
    },
    [],
  );
  const toggle = useNativeRequest(() => setFullscreen(!fullscreen), { busy: FULLSCREEN_COPY.busy, failed: () => notify.error(FULLSCREEN_COPY.failed) });
  return (
    <Button variant="secondary" block onClick={() => void toggle.run()}>
      {fullscreen ? FULLSCREEN_COPY.exit : FULLSCREEN_COPY.enter}
    </Button>
  );
}
