// History's search on the contract's own orders (GET /traders/orders/history `default` and GET
// /traders/orders `default`): what a trader types or pastes finds the trades it should.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { shortId } from '../../../shared/lib/format.ts';
import { historyOrders } from './history-orders.ts';
import { orderSearch } from './search.ts';

type OrderList = components['schemas']['OrderList'];
const current = responseExample('/traders/orders', 'default') as OrderList;
const past = responseExample('/traders/orders/history', 'default') as OrderList;
const orders = historyOrders(current.items, past.items);
const find = (text: string) => orders.filter(orderSearch(text)).map((o) => o.id);
const ids = (predicate: (o: (typeof orders)[number]) => boolean) => orders.filter(predicate).map((o) => o.id);

describe('orderSearch', () => {
  it('an empty or blank text keeps every order', () => {
    expect(find('')).toHaveLength(orders.length);
    expect(find('   ')).toHaveLength(orders.length);
  });

  it('finds an order by any part of its id, typed or pasted, in any case', () => {
    const order = past.items[3]!; // cfaf5b74-8ba5-4d30-ac71-03ca7a81d11b
    expect(find(order.id)).toEqual([order.id]);
    expect(find('cfaf5b74')).toEqual([order.id]);
    expect(find('ac71-03ca7a81')).toEqual([order.id]);
    expect(find('  CFAF5B74-8BA5  ')).toEqual([order.id]);
    expect(find(`\u200b${order.id}\u200b`)).toEqual([order.id]); // a zero-width space pasted with it
  });

  it('finds an order by the short id the app shows (first 8 … last 6), or with three dots', () => {
    const order = current.items[0]!;
    const short = shortId(order.id); // 'b47d498b…fbf801'
    expect(short).toBe('b47d498b…fbf801');
    expect(find(short)).toEqual([order.id]);
    expect(find('b47d498b...fbf801')).toEqual([order.id]);
    // The parts must come in order.
    expect(find('fbf801…b47d498b')).toEqual([]);
  });

  it('needs 4 characters of an id: 3 hex digits search nothing by id', () => {
    expect(find('b47')).toEqual([]);
  });

  it('finds orders by their rouble amount, written as the screen, a spreadsheet or a person writes it', () => {
    const tenThousand = ids((o) => Number(o.amount_rub) === 10000);
    expect(tenThousand).toHaveLength(4);
    for (const text of ['10000', '10 000', '10\u00a0000,00', '10000.00', '10 000 ₽', '10000 руб.']) expect(find(text), text).toEqual(tenThousand);
    expect(find('8 200,00 ₽')).toEqual(ids((o) => Number(o.amount_rub) === 8200));
  });

  it('finds orders by their USDT amount as shown (rounded to 3, truncated to 2)', () => {
    expect(find('158,73')).toEqual(ids((o) => Number(o.usdt_to_trader) === 158.73));
    expect(find('158.73 USDT')).toHaveLength(3);
    expect(find('158,7')).toEqual([]); // an amount is equal, not a prefix
  });

  it('finds orders by the phone or card they were paid to or from, in any spelling', () => {
    const phone = ids((o) => (o.requisite ?? o.customer_details)?.phone === '+79161234567');
    expect(phone.length).toBeGreaterThan(0);
    for (const text of ['+79161234567', '+7 916 123-45-67', '89161234567', '8 (916) 123-45-67', '916 123']) expect(find(text), text).toEqual(phone);
    const card = ids((o) => (o.requisite ?? o.customer_details)?.card_number === '2202200012345678');
    expect(card.length).toBeGreaterThan(0);
    expect(find('2202 2000 1234 5678')).toEqual(card);
    // The last four digits find every phone and card that ends or holds them.
    const holding = ids((o) => [o.requisite, o.customer_details].some((d) => [d?.phone, d?.card_number].some((n) => (n ?? '').includes('5678'))));
    expect(find('5678')).toEqual(holding);
    expect(holding.length).toBeGreaterThan(card.length);
    expect(find('123')).toEqual([]); // 3 digits search nothing
  });

  it('finds orders by the holder name: every word, any case, ё = е', () => {
    const sergey = ids((o) => o.customer_details?.holder_name === 'Сергей Д.');
    expect(sergey.length).toBeGreaterThan(0);
    expect(find('сергей')).toEqual(sergey);
    expect(find('СЕРГЕЙ д.')).toEqual(sergey);
    expect(find('Анна')).toEqual(ids((o) => o.customer_details?.holder_name === 'Анна К.'));
    expect(find('петрович иван')).toEqual(ids((o) => o.requisite?.holder_name === 'Иван Петрович С.'));
    expect(find('Пётр')).toEqual(ids((o) => o.requisite?.holder_name === 'Иван Петрович С.')); // ё = е, a part of a word
    expect(find('Мария')).toEqual([]);
    const withYo = { ...orders[0]!, id: 'x', requisite: { ...orders[0]!.requisite!, holder_name: 'Фёдор' } };
    expect(orderSearch('федор')(withYo)).toBe(true);
    expect(orderSearch('Фёдор')(withYo)).toBe(true);
  });

  it('a text that matches nothing finds nothing', () => {
    expect(find('Несуществующий')).toEqual([]);
    expect(find('99999')).toEqual([]);
  });
});
