// Bank search in the picker: case-insensitive, ё equals е, punctuation and spaces ignored
// ('альфа банк' finds 'Альфа-Банк'). A bank is found by its name as the server sends it (the
// contract's names are Latin: 'Sberbank'), by its Russian name and by the short names traders
// use ('сбер', 'псб', 'тинькофф'). The order of the list (the spec's bank order) is kept.
export function searchKey(value: string): string {
  return value.toLowerCase().replaceAll('ё', 'е').replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Russian names and common short names, by the bank's name as the server spells it. */
const ALSO_KNOWN_AS: Readonly<Record<string, readonly string[]>> = {
  'Alfa-Bank': ['Альфа-Банк', 'Альфа'],
  'T-Bank': ['Т-Банк', 'Тинькофф', 'Tinkoff'],
  Sberbank: ['Сбербанк', 'Сбер', 'Sber'],
  Promsvyazbank: ['Промсвязьбанк', 'ПСБ', 'PSB'],
  Rosselkhozbank: ['Россельхозбанк', 'РСХБ', 'RSHB'],
  Uralsib: ['Уралсиб'],
  'OTP Bank': ['ОТП Банк', 'ОТП'],
  Raiffeisenbank: ['Райффайзенбанк', 'Райффайзен', 'Райф'],
  VTB: ['ВТБ'],
  Gazprombank: ['Газпромбанк', 'ГПБ', 'GPB'],
  Sovcombank: ['Совкомбанк', 'Совком'],
  'Ozon Bank': ['Озон Банк', 'Озон'],
  Otkritie: ['Открытие'],
  Rosbank: ['Росбанк'],
  'MTS Bank': ['МТС Банк', 'МТС'],
  'Pochta Bank': ['Почта Банк'],
  'Home Credit Bank': ['Хоум Кредит', 'Хоум Банк'],
  'Russian Standard': ['Русский Стандарт'],
  Sinara: ['Синара'],
  'Bank Saint Petersburg': ['Банк Санкт-Петербург', 'БСПБ'],
};

function keysOf(name: string): string[] {
  return [name, ...(ALSO_KNOWN_AS[name] ?? [])].map(searchKey);
}

export function filterBanks<B extends { name: string }>(banks: readonly B[], query: string): B[] {
  const key = searchKey(query);
  if (key === '') return [...banks];
  return banks.filter((bank) => keysOf(bank.name).some((name) => name.includes(key)));
}
