// Russian plurals: '1 операция', '3 операции', '5 операций', '21 операция'.
import { lazy } from './lazy.ts';

const rules = lazy(() => new Intl.PluralRules('ru-RU'));

/** `count` with the word's form for it: forms are [one, few, many]. */
export function countLabel(count: number, [one, few, many]: readonly [string, string, string]): string {
  const form = rules().select(count);
  return `${count} ${form === 'one' ? one : form === 'few' ? few : many}`;
}
