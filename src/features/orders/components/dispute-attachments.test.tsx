// The dispute's files section on the contract's examples through the real client: what was
// attached (name, size, time in the account's zone), a file refused before any upload, and a
// backend without the proposed call (404, 405, 501), where the section is simply not there.
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiContext, type ApiRuntime } from '../../../shared/api/api-context.ts';
import { exampleServer, responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { DisputeAttachments } from './dispute-attachments.tsx';

const ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const LIST = `/traders/orders/${ORDER}/dispute/attachments`;

function renderSection(listAnswer: [number, unknown], open = true) {
  const server = exampleServer((path) => {
    if (path === LIST) return listAnswer;
    if (path === '/traders') return [200, responseExample('/traders', 'default')];
    return [404, { detail: 'Not Found' }];
  });
  const runtime = { clients: server.clients, api: server.api, queryClient: server.queryClient, session: { getAccessToken: () => 'token' } } as unknown as ApiRuntime;
  const view = render(
    <QueryClientProvider client={server.queryClient}>
      <ApiContext.Provider value={runtime}>
        <main>
          <DisputeAttachments orderId={ORDER} open={open} />
        </main>
      </ApiContext.Provider>
    </QueryClientProvider>,
  );
  return { server, view };
}

const oneReceipt = responseExample('/traders/orders/{order_id}/dispute/attachments', 'one_receipt');

describe('DisputeAttachments', () => {
  it('lists what was attached with its size and time, and offers to attach more while the dispute is open', async () => {
    renderSection([200, oneReceipt]);
    const list = await screen.findByRole('list', { name: 'Файлы спора' });
    const row = within(list).getByText('Чек Сбербанк 22.11.jpg').closest('li');
    expect(row?.textContent).toContain('278\u00a0КБ');
    // 11:27 UTC on the account's Europe/Moscow wall clock.
    expect(row?.querySelector('time')?.textContent).toBe('22 ноября 2026, 14:27');
    expect(document.body.textContent).toContain('JPG, PNG, WebP или PDF, до 10\u00a0МБ. Поддержка увидит файлы вместе со спором.');
    expect(screen.getByRole('button', { name: 'Приложить файл' })).toBeTruthy();
  });

  it('refuses a file that is too large or of another type before sending anything', async () => {
    const { server } = renderSection([200, oneReceipt]);
    await screen.findByRole('button', { name: 'Приложить файл' });
    const input = screen.getByLabelText<HTMLInputElement>('Приложить файл', { selector: 'input' });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [big, text] } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('«big.jpg»: файл больше 10\u00a0МБ. Сожмите снимок или приложите другой файл.');
    expect(alert.textContent).toContain('«notes.txt»: такой файл не подходит. Приложите JPG, PNG, WebP или PDF.');
    expect(within(screen.getByRole('list', { name: 'Файлы спора' })).getAllByRole('listitem')).toHaveLength(1);
    expect(server.requests.filter((p) => p === LIST)).toHaveLength(1);
  });

  it('once closed, only lists what was attached; with nothing attached it is not there', async () => {
    renderSection([200, oneReceipt], false);
    await screen.findByRole('list', { name: 'Файлы спора' });
    expect(screen.queryByRole('button', { name: 'Приложить файл' })).toBeNull();
  });

  it.each([404, 405, 501])('a backend answering %d (no such call) gets no section and no error', async (status) => {
    const { server, view } = renderSection([status, { detail: 'Not Found' }]);
    await expect.poll(() => server.requests.includes(LIST)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.container.querySelector('main')?.childElementCount).toBe(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failing list (500) says so in place, with Повторить', async () => {
    renderSection([500, { detail: 'Internal Server Error' }]);
    expect((await screen.findByRole('alert')).textContent).toBe('Не удалось загрузить список файлов.');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
