// Confirming a payment that got a 5xx (it may have acted), then the app reloaded (issue 40: the
// confirmation's Idempotency-Key is kept by the one intent rule, one per order, not by the
// workspace): the retry carries the same key, and the backend confirms once.
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../support/render-screen.tsx';

describe('confirming a payment', () => {
  it('a 500, then a reload: the retry carries the same key, one confirmation', async () => {
    // Outside Telegram the app asks with window.confirm.
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const page = await renderScreen('index');
    const confirms = () => page.requests({ operationId: 'confirmOrder' });
    const button = page.getByRole('button', { name: 'Подтвердить получение' });
    await expect(button).toBeVisible();
    page.backend.failNext('confirmOrder', 500);
    await button.click();
    await expect(page.locator('.orders-inline-error')).toBeVisible();
    expect(page.backend.applied('confirmOrder')).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Подтвердить получение' }).click();
    await expect.poll(() => confirms().map((r) => r.status)).toEqual([500, 200]);
    expect(new Set(confirms().map((r) => r.idempotencyKey)).size).toBe(1);
    expect(page.backend.applied('confirmOrder')).toBe(1);
  });
});
