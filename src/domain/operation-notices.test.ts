// The notices of one operation (issue 37): an answer names the status it carries, a balance
// event (which carries none) claims none, and every notice about one operation is one toast.
import { describe, expect, it } from 'vitest';
import { OPERATION_STATUS_NAMES } from './names.ts';
import { OPERATION_NOTICE_TEXTS as T, operationNotice, operationNoticeId, type OperationNews } from './operation-notices.ts';

const ID = '55d32369-b409-43af-b176-db56a4c3ce45';
const NB = '\u00a0';
const STATUSES = ['HOLD', 'COMPLETE', 'CANCEL'] as const;

describe('operationNotice', () => {
  it('the answer to a withdrawal on hold: created, and in processing, with the amount (the case of issue 37)', () => {
    expect(operationNotice({ source: 'answer', kind: 'withdrawal', operationId: ID, amount: -1646.46, status: 'HOLD' })).toEqual({
      id: `operation-${ID}`,
      title: 'Заявка на вывод создана',
      description: `−1${NB}646,46${NB}USDT · В обработке`,
      tone: 'success',
    });
  });

  it('an answer names the status it carries', () => {
    const title = (kind: 'withdrawal' | 'transfer', status: (typeof STATUSES)[number]) =>
      operationNotice({ source: 'answer', kind, operationId: ID, amount: 5, status }).title;
    expect(STATUSES.map((s) => title('withdrawal', s))).toEqual(['Заявка на вывод создана', 'Средства выведены', 'Вывод отменён']);
    expect(STATUSES.map((s) => title('transfer', s))).toEqual(['Перевод в обработке', 'Перевод выполнен', 'Перевод отменён']);
  });

  it('a withdrawal event says only that the withdrawal changed, and links the operation, whose screen reads its status', () => {
    const notice = operationNotice({ source: 'event', kind: 'withdrawal', operationId: ID, amount: -1646.46 });
    expect(notice).toEqual({
      id: `operation-${ID}`,
      title: 'Вывод обновлён',
      description: `−1${NB}646,46${NB}USDT`,
      tone: 'info',
      link: { label: 'Открыть', to: `/balance/operations/${ID}` },
    });
  });

  it('a top-up and an internal top-up are credits (the contract: "was credited"), signed +, whatever the sign sent', () => {
    expect(operationNotice({ source: 'event', kind: 'replenishment', operationId: ID, amount: -500 })).toMatchObject({ title: T.replenished, description: `+500,00${NB}USDT` });
    expect(operationNotice({ source: 'event', kind: 'internal-topup', operationId: ID, amount: 25 })).toMatchObject({ title: T.internalTopup, description: `+25,00${NB}USDT` });
  });

  it('whatever the operation\'s status, an answer and an event about it are one toast, and the event claims no status', () => {
    const statusWords = [...Object.values(OPERATION_STATUS_NAMES), 'выведены', 'выполнен', 'отменён'].map((w) => w.toLowerCase());
    for (const status of STATUSES) {
      const answer = operationNotice({ source: 'answer', kind: 'withdrawal', operationId: ID, amount: 100, status });
      const event = operationNotice({ source: 'event', kind: 'withdrawal', operationId: ID, amount: -100 });
      expect(event.id).toBe(answer.id);
      expect(event.id).toBe(operationNoticeId(ID));
      const said = `${event.title} ${event.description}`.toLowerCase();
      for (const word of statusWords) expect(said, status).not.toContain(word);
    }
  });

  it('every kind of news about an operation takes the operation\'s toast id', () => {
    const news: OperationNews[] = [
      { source: 'answer', kind: 'withdrawal', operationId: ID, amount: 1, status: 'HOLD' },
      { source: 'answer', kind: 'transfer', operationId: ID, amount: 1, status: 'COMPLETE' },
      { source: 'event', kind: 'withdrawal', operationId: ID, amount: 1 },
      { source: 'event', kind: 'replenishment', operationId: ID, amount: 1 },
      { source: 'event', kind: 'internal-topup', operationId: ID, amount: 1 },
    ];
    expect(new Set(news.map((n) => operationNotice(n).id))).toEqual(new Set([`operation-${ID}`]));
  });
});
