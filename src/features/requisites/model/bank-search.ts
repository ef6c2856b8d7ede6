// Bank search in the picker: case-insensitive, ё equals е, punctuation and spaces ignored
// ('альфа банк' finds 'Альфа-Банк'). The order of the list (the spec's bank order) is kept.
export function searchKey(value: string): string {
  return value.toLowerCase().replaceAll('ё', 'е').replace(/[^\p{L}\p{N}]+/gu, '');
}

export function filterBanks<B extends { name: string }>(banks: readonly B[], query: string): B[] {
  const key = searchKey(query);
  if (key === '') return [...banks];
  return banks.filter((bank) => searchKey(bank.name).includes(key));
}
