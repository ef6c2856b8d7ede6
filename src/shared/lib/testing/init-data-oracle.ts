// Test helper (imported by tests only): Telegram's init-data hash written independently of
// src/shared/telegram/init-data-signing.ts, with node:crypto, so a test of a signer checks it
// against a second implementation rather than against itself.
import { createHmac } from 'node:crypto';

export function expectedInitDataHash(fields: Record<string, string>, botToken: string): string {
  const checkString = Object.entries(fields)
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secret = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', secret).update(checkString).digest('hex');
}
