// A long identifier shown short (first 8 and last 6 characters) and copied whole, with a
// haptic and a toast (spec section 9).
import { shortId } from '../lib/format.ts';
import { haptic } from '../telegram/haptics.ts';
import { notify } from './notify.ts';
import './shell.css';
import './copy-button.css';

export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    haptic.notify('success');
    notify.success('Скопировано');
    return true;
  } catch {
    haptic.notify('error');
    notify.error('Не удалось скопировать', value);
    return false;
  }
}

/**
 * `value` is what is copied (raw, as the bank app wants it pasted); `shown` what is drawn, e.g.
 * a phone grouped as '+7 916 123-45-67' (default: the value, shortened unless `full`).
 */
export function CopyButton({ value, label, full = false, shown: display }: { value: string; label?: string; full?: boolean; shown?: string }) {
  const shown = display ?? (full ? value : shortId(value));
  return (
    <button type="button" className="ui-copy" onClick={() => void copyText(value)} title={`${label ?? 'Скопировать'}: ${value}`}>
      <span className="ui-copy__text">{shown}</span>
      <span className="ui-visually-hidden">{` — ${label ?? 'скопировать'}`}</span>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="9" y="9" width="11" height="11" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M5 15V5a2 2 0 0 1 2-2h8" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
