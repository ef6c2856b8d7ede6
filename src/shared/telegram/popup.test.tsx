import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmAction, showPopup, validatePopupParams, type PopupButton } from './popup.ts';

const text = (n: number): string => 'x'.repeat(n);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('validatePopupParams (spec section 5)', () => {
  it('title: 64 ok, 65 fails', () => {
    expect(validatePopupParams({ title: text(64), message: 'm' }).title).toHaveLength(64);
    expect(() => validatePopupParams({ title: text(65), message: 'm' })).toThrow(
      new Error('Popup title must be at most 64 characters, got 65'),
    );
  });

  it('message: required, 256 ok, 257 fails', () => {
    expect(() => validatePopupParams({ message: '' })).toThrow(new Error('Popup message is required'));
    expect(() => validatePopupParams({ message: '   ' })).toThrow(new Error('Popup message is required'));
    expect(validatePopupParams({ message: text(256) }).message).toHaveLength(256);
    expect(() => validatePopupParams({ message: text(257) })).toThrow(
      new Error('Popup message must be at most 256 characters, got 257'),
    );
  });

  it('buttons: 3 ok, 4 fail', () => {
    const ok: PopupButton = { type: 'ok' };
    expect(validatePopupParams({ message: 'm', buttons: [ok, ok, ok] }).buttons).toHaveLength(3);
    expect(() => validatePopupParams({ message: 'm', buttons: [ok, ok, ok, ok] })).toThrow(
      new Error('Popup must have at most 3 buttons, got 4'),
    );
  });

  it('button id: 64 ok, 65 fails', () => {
    expect(validatePopupParams({ message: 'm', buttons: [{ type: 'cancel', id: text(64) }] }).buttons[0]?.id).toHaveLength(64);
    expect(() => validatePopupParams({ message: 'm', buttons: [{ type: 'ok' }, { type: 'cancel', id: text(65) }] })).toThrow(
      new Error('Popup button 1 id must be at most 64 characters, got 65'),
    );
  });

  it('default and destructive buttons need text of 1 to 64 characters', () => {
    expect(validatePopupParams({ message: 'm', buttons: [{ text: text(64) }] }).buttons).toEqual([
      { id: '', type: 'default', text: text(64) },
    ]);
    expect(validatePopupParams({ message: 'm', buttons: [{ type: 'destructive', text: 'D' }] }).buttons).toEqual([
      { id: '', type: 'destructive', text: 'D' },
    ]);
    expect(() => validatePopupParams({ message: 'm', buttons: [{ type: 'default', text: '' }] })).toThrow(
      new Error("Popup button 0 of type 'default' needs text of 1 to 64 characters, got 0"),
    );
    expect(() => validatePopupParams({ message: 'm', buttons: [{ type: 'destructive', text: text(65) }] })).toThrow(
      new Error("Popup button 0 of type 'destructive' needs text of 1 to 64 characters, got 65"),
    );
  });

  it('uses a single close button when there are none', () => {
    expect(validatePopupParams({ message: 'm' }).buttons).toEqual([{ type: 'close', id: 'close' }]);
    expect(validatePopupParams({ message: 'm', buttons: [] }).buttons).toEqual([{ type: 'close', id: 'close' }]);
  });
});

describe('showPopup outside Telegram (window.confirm / alert fallback)', () => {
  it('rejects invalid params before showing anything', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await expect(showPopup({ message: text(257) })).rejects.toThrow('Popup message must be at most 256 characters, got 257');
    expect(confirm).not.toHaveBeenCalled();
  });

  it('confirm OK resolves with the first non-cancel button id, Cancel with null', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true).mockReturnValueOnce(false);
    const params = {
      title: 'Вывод',
      message: 'Вывести средства?',
      buttons: [{ type: 'cancel', id: 'no' }, { type: 'destructive', id: 'yes', text: 'Вывести' }] satisfies PopupButton[],
    };
    await expect(showPopup(params)).resolves.toBe('yes');
    expect(confirm).toHaveBeenCalledWith('Вывод\n\nВывести средства?');
    await expect(showPopup(params)).resolves.toBeNull();
  });

  it('a single button is an alert resolving with its id (the default close button)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await expect(showPopup({ message: 'Готово' })).resolves.toBe('close');
    expect(alert).toHaveBeenCalledWith('Готово');
  });

  it("rejects a second popup while one is open with 'A popup is already opened'", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const buttons: PopupButton[] = [{ id: 'a', text: 'A' }, { type: 'cancel' }];
    const first = showPopup({ message: 'one', buttons });
    await expect(showPopup({ message: 'two', buttons })).rejects.toThrow(new Error('A popup is already opened'));
    await expect(first).resolves.toBe('a');
    // Closed again: the next popup opens.
    await expect(showPopup({ message: 'three', buttons })).resolves.toBe('a');
  });

  it('confirmAction resolves true only for the action', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(true).mockReturnValueOnce(false);
    await expect(confirmAction({ message: 'Удалить реквизит?', confirmText: 'Удалить', destructive: true })).resolves.toBe(true);
    await expect(confirmAction({ message: 'Удалить реквизит?', confirmText: 'Удалить' })).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledTimes(2);
  });
});
