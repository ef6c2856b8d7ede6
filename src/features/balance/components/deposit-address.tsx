// /balance/replenish: the deposit address with its QR code, copy, network and a warning; where the
// client has fullscreen (Mini Apps 8.0), the code can fill the screen.
import { useQuery } from '@tanstack/react-query';
import { createElement, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { onDemand, useOnDemand } from '../../../shared/lib/on-demand.ts';
import { useCapability } from '../../../shared/telegram/capabilities.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { copyText } from '../../../shared/ui/copy-button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { depositQuery } from '../api/balance-queries.ts';
import { AddressGroups } from './address-text.tsx';
import { QrCode } from './qr-code.tsx';
import type { FullscreenToggleProps } from './fullscreen-toggle.tsx';
import './balance.css';

const fullscreenToggle = onDemand<FullscreenToggleProps>(() => import('./fullscreen-toggle.tsx'));

export function DepositAddress() {
  const { api } = useApi();
  const deposit = useQuery(depositQuery(api));
  const [big, setBig] = useState(false);
  const Fullscreen = useOnDemand(fullscreenToggle, useCapability('fullscreen') && Boolean(deposit.data?.address.trim()));

  if (deposit.isError) {
    return (
      <ErrorState
        title="Не удалось получить адрес"
        message={errorMessage(deposit.error)}
        onRetry={() => void deposit.refetch()}
      />
    );
  }
  if (!deposit.data) return <LoadingState rows={3} label="Загрузка адреса" />;
  const { address, network, asset } = deposit.data;
  if (address.trim() === '') {
    return <EmptyState title="Адрес пока недоступен" text="Попробуйте позже или напишите в поддержку." />;
  }
  return (
    <section className={`balance-deposit${big ? ' balance-deposit--fullscreen' : ''}`} aria-label="Адрес для пополнения">
      <QrCode value={address} label={`QR-код адреса для пополнения ${asset} в сети ${network}`} />
      {Fullscreen ? createElement(Fullscreen, { onChange: setBig }) : null}
      <p className="balance-network">
        Сеть: <strong>{network}</strong> · Актив: <strong>{asset}</strong>
      </p>
      <p className="balance-address" data-testid="deposit-address">
        <AddressGroups address={address} />
      </p>
      <Button block onClick={() => void copyText(address)}>
        Скопировать адрес
      </Button>
      <p className="balance-warning" role="note">
        Отправляйте на этот адрес только {asset} в сети {network}. Другие активы или перевод в другой сети будут потеряны
        без возможности возврата.
      </p>
    </section>
  );
}
