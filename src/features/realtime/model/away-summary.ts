// "While you were away": what changed between the last state seen before a disconnect and the
// state fetched again after the reconnect (events sent while offline are lost).
import { DISPUTE_CLOSED } from '../../../domain/dispute.ts';
import { displayAmount, parseAmount } from '../../../domain/money.ts';

export interface Snapshot {
  activeOrderId: string | null;
  disputeOpen: boolean;
  total: number | string | null;
}

export function awaySummary(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  if (before.activeOrderId && before.activeOrderId !== after.activeOrderId) lines.push('Сделка завершена');
  if (after.activeOrderId && after.activeOrderId !== before.activeOrderId) lines.push('Новая сделка');
  if (!before.disputeOpen && after.disputeOpen) lines.push('Открыт спор по сделке');
  if (before.disputeOpen && !after.disputeOpen) lines.push(DISPUTE_CLOSED);
  const was = before.total === null ? null : parseAmount(before.total);
  const now = after.total === null ? null : parseAmount(after.total);
  if (was !== null && now !== null && Math.abs(now - was) >= 0.005) {
    const delta = now - was;
    lines.push(`Баланс изменился: ${delta > 0 ? '+' : '−'}${displayAmount(Math.abs(delta))}\u00a0USDT`);
  }
  return lines;
}
