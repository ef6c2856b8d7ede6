// Outside Telegram in production: an explicit screen with the SDK's message.
import { EmptyLayout } from '../shared/ui/screen-layout.tsx';

export function Unsupported({ message }: { message: string }) {
  return (
    <EmptyLayout>
      <div role="alert" style={{ textAlign: 'center', maxWidth: 320 }}>
        <h1 style={{ fontSize: 20 }}>Откройте приложение в Telegram</h1>
        <p style={{ color: 'var(--tg-theme-hint-color, #8e8e93)' }}>Это мини-приложение работает только внутри Telegram.</p>
        <p style={{ fontSize: 13, color: 'var(--tg-theme-hint-color, #8e8e93)' }}>
          <code>{message}</code>
        </p>
      </div>
    </EmptyLayout>
  );
}
