// Static data (product spec sections 3, 5, 8, 9): currencies, payment systems, payment methods
// and banks. The app only allows currency RUB and payment systems SBP and C2C; banks are shown
// with seven well-known banks first and the rest alphabetical.
//
// Decisions:
// - Codes and system names are compared exactly ('RUB', 'SBP', 'C2C'): they are identifiers.
// - Bank priority matches names ignoring case, spaces, punctuation and legal forms (АО, ПАО,
//   JSC...), in English or Russian, with common variants (e.g. 'Альфа-Банк', 'Tinkoff',
//   'Сбер'). Two banks of the same rank,
//   and rest banks that compare equal, are ordered by id, so the order never depends on the
//   server's.
// - Lookups in createStaticData see only the allowed (filtered) data: an id of a USD currency
//   is "not found", like an unknown one.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { lazy } from '../../../shared/lib/lazy.ts';

export type Currency = components['schemas']['Currency'];
export type PaymentSystem = components['schemas']['PaymentSystem'];
export type PaymentMethod = components['schemas']['PaymentMethod'];
export type Bank = components['schemas']['Bank'];

export interface StaticDataLists {
  currencies: readonly Currency[];
  paymentSystems: readonly PaymentSystem[];
  paymentMethods: readonly PaymentMethod[];
  banks: readonly Bank[];
}

export const ALLOWED_CURRENCY = 'RUB';
export const ALLOWED_PAYMENT_SYSTEMS = ['SBP', 'C2C'] as const;

export const NOT_FOUND = {
  currency: 'Not found currency by id',
  paymentSystem: 'Not found payment system by id',
  paymentMethod: 'Not found payment method by id',
  bank: 'Not found bank by id',
} as const;

function isAllowedSystem(name: string): boolean {
  return ALLOWED_PAYMENT_SYSTEMS.some((allowed) => allowed === name);
}

/** Keeps currency RUB, payment systems SBP and C2C, and the payment methods of those; banks pass. */
export function filterAllowed(data: StaticDataLists): StaticDataLists {
  return {
    currencies: data.currencies.filter((c) => c.code === ALLOWED_CURRENCY),
    paymentSystems: data.paymentSystems.filter((s) => isAllowedSystem(s.name)),
    paymentMethods: data.paymentMethods.filter((m) => m.currency_code === ALLOWED_CURRENCY && isAllowedSystem(m.payment_system_name)),
    banks: data.banks,
  };
}

/** The priority banks in display order, each with the normalized names that identify it. */
export const PRIORITY_BANKS = [
  { name: 'Alfa-Bank', aliases: ['alfabank', 'альфабанк', 'alfa', 'альфа'] },
  { name: 'T-Bank', aliases: ['tbank', 'тбанк', 'tinkoff', 'тинькофф', 'tinkoffbank', 'тинькоффбанк'] },
  { name: 'Sberbank', aliases: ['sberbank', 'сбербанк', 'sber', 'сбер'] },
  { name: 'Promsvyazbank', aliases: ['promsvyazbank', 'промсвязьбанк', 'psb', 'псб'] },
  { name: 'Rosselkhozbank', aliases: ['rosselkhozbank', 'россельхозбанк', 'rshb', 'рсхб'] },
  { name: 'Uralsib', aliases: ['uralsib', 'уралсиб', 'bankuralsib', 'банкуралсиб'] },
  { name: 'OTP Bank', aliases: ['otpbank', 'отпбанк', 'otp', 'отп'] },
] as const;

const LEGAL_FORMS = new Set(['ао', 'пао', 'оао', 'зао', 'ооо', 'jsc', 'pjsc', 'ojsc', 'cjsc']);

/** Lower case, ё as е, legal forms dropped, letters and digits only: 'АО «Альфа-Банк»' -> 'альфабанк'. */
function normalizeBankName(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('ё', 'е')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => !LEGAL_FORMS.has(word))
    .join('');
}

/** The bank's place among the priority banks, or -1. */
export function bankPriority(name: string): number {
  const normalized = normalizeBankName(name);
  return PRIORITY_BANKS.findIndex((bank) => bank.aliases.some((alias) => alias === normalized));
}

const collator = lazy(() => new Intl.Collator('ru', { sensitivity: 'base' }));

/**
 * Builds the bank order's collator ahead of its first list (its locale data cost 27-65 ms at 4x
 * CPU): the shell calls this at idle once the first screen has settled, since home, which reads
 * banks by id only, no longer waits for it (ADR 0049).
 */
export async function prepareBankOrder(): Promise<void> {
  collator();
}

/** Priority banks first in the fixed order, then the rest by name (ru collation); a new array. */
export function sortBanks<B extends Bank>(banks: readonly B[]): B[] {
  const ranked = banks.map((bank) => ({ bank, rank: bankPriority(bank.name) }));
  ranked.sort((a, b) => {
    const ra = a.rank === -1 ? PRIORITY_BANKS.length : a.rank;
    const rb = b.rank === -1 ? PRIORITY_BANKS.length : b.rank;
    if (ra !== rb) return ra - rb;
    const byName = ra === PRIORITY_BANKS.length ? collator().compare(a.bank.name, b.bank.name) : 0;
    return byName !== 0 ? byName : a.bank.id - b.bank.id;
  });
  return ranked.map((r) => r.bank);
}

function byId<T extends { id: number }>(items: readonly T[], id: number, message: string): T {
  const found = items.find((item) => item.id === id);
  if (found === undefined) throw new Error(message);
  return found;
}

/** @throws Error 'Not found currency by id' */
export function currencyById(data: Pick<StaticDataLists, 'currencies'>, id: number): Currency {
  return byId(data.currencies, id, NOT_FOUND.currency);
}

/** @throws Error 'Not found payment system by id' */
export function paymentSystemById(data: Pick<StaticDataLists, 'paymentSystems'>, id: number): PaymentSystem {
  return byId(data.paymentSystems, id, NOT_FOUND.paymentSystem);
}

/** @throws Error 'Not found payment method by id' */
export function paymentMethodById(data: Pick<StaticDataLists, 'paymentMethods'>, id: number): PaymentMethod {
  return byId(data.paymentMethods, id, NOT_FOUND.paymentMethod);
}

/** @throws Error 'Not found bank by id' */
export function bankById(data: Pick<StaticDataLists, 'banks'>, id: number): Bank {
  return byId(data.banks, id, NOT_FOUND.bank);
}

export interface StaticData extends StaticDataLists {
  currencyById(id: number): Currency;
  paymentSystemById(id: number): PaymentSystem;
  paymentMethodById(id: number): PaymentMethod;
  bankById(id: number): Bank;
}

function indexed<T extends { id: number }>(items: readonly T[], message: string): (id: number) => T {
  // The first item wins on a duplicate id, as a linear search would find it.
  const map = new Map<number, T>();
  for (const item of items) if (!map.has(item.id)) map.set(item.id, item);
  return (id) => {
    const found = map.get(id);
    if (found === undefined) throw new Error(message);
    return found;
  };
}

/** Filters to the allowed data, indexes everything by id, once, and sorts the banks on their first read. */
export function createStaticData(raw: StaticDataLists): StaticData {
  const allowed = filterAllowed(raw);
  // Sorted on first read: home reads banks by id only, and the collator's first use costs 27-65 ms
  // at 4x CPU (its locale data), which the first screen would otherwise pay (ADR 0049).
  const banks = lazy(() => sortBanks(allowed.banks));
  return {
    currencies: allowed.currencies,
    paymentSystems: allowed.paymentSystems,
    paymentMethods: allowed.paymentMethods,
    get banks() {
      return banks();
    },
    currencyById: indexed(allowed.currencies, NOT_FOUND.currency),
    paymentSystemById: indexed(allowed.paymentSystems, NOT_FOUND.paymentSystem),
    paymentMethodById: indexed(allowed.paymentMethods, NOT_FOUND.paymentMethod),
    // Indexed in server order, so a duplicate id resolves like bankById over the raw list.
    bankById: indexed(allowed.banks, NOT_FOUND.bank),
  };
}
