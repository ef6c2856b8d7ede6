// Saved withdrawal addresses (issue 28): read from the synced preference (this device, merged
// with Telegram's cloud storage: domain/cloud-prefs.ts), written here and then merged into the
// cloud. The picker offers them last used first; picking one fills the address field, which is
// then checked in full like a typed address before anything is sent. While the cloud has not
// taken a change (it failed or did not answer; it is retried), the trader is told where the
// address is kept (issue 42).
import { useMemo, useState, useSyncExternalStore } from 'react';
import { CLOUD_PENDING_TEXT, cloudSaved, isCloudPending, savePreference, subscribeCloudState } from '../../../domain/cloud-prefs.ts';
import { readPreference, subscribePreferences } from '../../../domain/preferences.ts';
import {
  bookWithAddress,
  bookWithout,
  bookWithUse,
  labelError,
  orderedAddresses,
  parseAddressBook,
  savedAddress,
  serializeAddressBook,
  type AddressBook,
  type SavedAddress,
} from '../../../domain/withdraw-addresses.ts';
import { hasCapability, useCapability } from '../../../shared/telegram/capabilities.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { confirmAction } from '../../../shared/telegram/popup.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { AddressGroups } from './address-text.tsx';

const read = () => readPreference('withdrawAddresses');

/** The saved addresses, last used first (one row per address); follows changes (a save, the cloud's copy arriving). */
export function useSavedAddresses(): SavedAddress[] {
  const stored = useSyncExternalStore(subscribePreferences, read, () => null);
  return useMemo(() => orderedAddresses((stored === null ? null : parseAddressBook(stored))?.saved ?? []), [stored]);
}

/** The list as it is now (outside render: after a withdrawal). */
export function currentSavedAddresses(): SavedAddress[] {
  return currentAddressBook().saved;
}

function currentAddressBook(): AddressBook {
  const stored = read();
  return (stored === null ? null : parseAddressBook(stored)) ?? { saved: [], removed: [] };
}

/** Stores the book on this device, then merges it into the cloud; false when this device could not store it. */
function storeAddressBook(book: AddressBook): boolean {
  return savePreference('withdrawAddresses', serializeAddressBook({ saved: orderedAddresses(book.saved), removed: book.removed }));
}

/** A withdrawal went to `address`: a saved one moves first (here and in the cloud); false when it is not saved. */
export function rememberUse(address: string): boolean {
  const book = currentAddressBook();
  if (!savedAddress(book.saved, address)) return false;
  storeAddressBook(bookWithUse(book, address, Date.now()));
  return true;
}

/** True while a change to the saved addresses is kept only on this device (the cloud is retried). */
function useAddressesPending(): boolean {
  const cloud = useCapability('cloudStorage');
  const pending = useSyncExternalStore(subscribeCloudState, () => isCloudPending('withdrawAddresses'), () => false);
  return cloud && pending;
}

/** Says where a saved change went once the cloud answered, or did not (issue 42). */
async function toldWhereSaved(done: string): Promise<void> {
  if (!hasCapability('cloudStorage')) {
    notify.success(`${done} на этом устройстве`);
    return;
  }
  if (await cloudSaved('withdrawAddresses')) notify.success(done);
  else notify.info(done, CLOUD_PENDING_TEXT);
}

export interface SavedAddressPickerProps {
  addresses: readonly SavedAddress[];
  /** The address in the field now: its row is marked. */
  selected: string;
  onPick(address: string): void;
  disabled: boolean;
}

export function SavedAddressPicker({ addresses, selected, onPick, disabled }: SavedAddressPickerProps) {
  const pending = useAddressesPending();
  if (addresses.length === 0) return null;
  const remove = async (entry: SavedAddress) => {
    const confirmed = await confirmAction({
      title: 'Удалить адрес?',
      message: `«${entry.label}» ${entry.address} больше не будет среди сохранённых, на всех ваших устройствах.`,
      confirmText: 'Удалить',
      destructive: true,
    }).catch(() => false);
    if (!confirmed) return;
    if (storeAddressBook(bookWithout(currentAddressBook(), entry.address, Date.now()))) {
      haptic.notify('success');
      void toldWhereSaved('Адрес удалён');
    } else {
      notify.error('Не удалось удалить адрес');
    }
  };
  return (
    <section className="balance-saved" aria-label="Сохранённые адреса">
      <h2 className="balance-saved__title">Сохранённые адреса</h2>
      <ul className="balance-saved__list">
        {addresses.map((entry) => (
          <li key={entry.address} className={`balance-saved__row${entry.address === selected ? ' balance-saved__row--selected' : ''}`}>
            <button
              type="button"
              className="balance-saved__pick"
              aria-pressed={entry.address === selected}
              aria-label={`Выбрать адрес «${entry.label}» ${entry.address}`}
              disabled={disabled}
              onClick={() => {
                haptic.selection();
                onPick(entry.address);
              }}
            >
              <span className="balance-saved__label">{entry.label}</span>
              <span className="balance-saved__address">
                <AddressGroups address={entry.address} />
              </span>
            </button>
            <button
              type="button"
              className="balance-saved__remove"
              aria-label={`Удалить адрес «${entry.label}»`}
              disabled={disabled}
              onClick={() => void remove(entry)}
            >
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
      {pending ? (
        <p className="balance-saved__pending" role="status">
          {CLOUD_PENDING_TEXT}
        </p>
      ) : null}
    </section>
  );
}

// ---------------------------------------------------------------- the offer after a withdrawal

/** The address of the withdrawal just made to an address not saved: its operation page offers to save it. */
let offered: string | null = null;

/** Called once a withdrawal to an address not saved succeeded. */
export function offerToSave(address: string): void {
  offered = address;
}

function dismissOffer(): void {
  offered = null;
}

/**
 * On the page of the withdrawal just made to a new address: save it under a label, or not now.
 * Nothing once the address is saved (here or from another device) or the offer was dismissed.
 */
export function SaveAddressOffer({ address }: { address: string }) {
  const saved = useSavedAddresses();
  const [open, setOpen] = useState(() => offered === address);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!open || savedAddress(saved, address)) return null;
  const save = () => {
    const problem = labelError(label);
    if (problem) {
      setError(problem);
      haptic.notify('error');
      return;
    }
    if (!storeAddressBook(bookWithAddress(currentAddressBook(), address, label, Date.now()))) {
      setError('Не удалось сохранить адрес на этом устройстве');
      haptic.notify('error');
      return;
    }
    dismissOffer();
    setOpen(false);
    haptic.notify('success');
    void toldWhereSaved('Адрес сохранён');
  };
  return (
    <section className="balance-offer" aria-label="Сохранить адрес">
      <h2 className="balance-offer__title">Сохранить адрес?</h2>
      <p className="balance-saved__address">
        <AddressGroups address={address} />
      </p>
      <p className="balance-offer__text">
        В следующий раз выберите его из списка, не вводя заново.{' '}
        {hasCapability('cloudStorage') ? 'Он будет на всех ваших устройствах с Telegram.' : 'Он сохранится на этом устройстве.'}
      </p>
      <Field
        label="Название адреса"
        name="address_label"
        autoComplete="off"
        placeholder="Например, Binance"
        value={label}
        error={error}
        onChange={(event) => {
          setLabel(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save();
        }}
      />
      <div className="balance-offer__actions">
        <Button onClick={save}>Сохранить</Button>
        <Button
          variant="secondary"
          onClick={() => {
            dismissOffer();
            setOpen(false);
          }}
        >
          Не сейчас
        </Button>
      </div>
    </section>
  );
}
