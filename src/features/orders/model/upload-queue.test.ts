// The upload queue with an uploader that answers as the test says: one file at a time, a failed
// one kept with its file and key, a retry with the same key, progress while it goes.
import { describe, expect, it } from 'vitest';
import { createUploadQueue, type Uploader } from './upload-queue.ts';

interface Call {
  orderId: string;
  file: string;
  key: string;
  progress(fraction: number): void;
  resolve(): void;
  reject(error: unknown): void;
}

function setup() {
  const calls: Call[] = [];
  const upload: Uploader<string> = (item, onProgress) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ ...item, progress: onProgress, resolve, reject });
    });
  let n = 0;
  const queue = createUploadQueue<string>({ upload, describe: (e) => `Ошибка: ${String(e)}`, newId: () => `id-${++n}` });
  let notified = 0;
  queue.subscribe(() => (notified += 1));
  return { queue, calls, notified: () => notified };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createUploadQueue', () => {
  it('sends the files of an order one at a time, in the order picked, and drops each once stored', async () => {
    const { queue, calls } = setup();
    queue.add('order-1', ['a.png', 'b.pdf']);
    expect(queue.items('order-1').map((i) => [i.file, i.status])).toEqual([
      ['a.png', 'uploading'],
      ['b.pdf', 'waiting'],
    ]);
    expect(calls.map((c) => c.file)).toEqual(['a.png']);
    calls[0]?.progress(0.4);
    expect(queue.items('order-1')[0]?.progress).toBe(0.4);
    calls[0]?.resolve();
    await flush();
    expect(queue.items('order-1').map((i) => [i.file, i.status])).toEqual([['b.pdf', 'uploading']]);
    calls[1]?.resolve();
    await flush();
    expect(queue.items('order-1')).toEqual([]);
    expect(queue.items('order-2')).toEqual([]);
  });

  it('keeps a failed file with its error; a retry sends it again with the same key', async () => {
    const { queue, calls } = setup();
    queue.add('order-1', ['a.png']);
    calls[0]?.reject('500');
    await flush();
    const [failed] = queue.items('order-1');
    expect(failed).toMatchObject({ file: 'a.png', status: 'failed', error: 'Ошибка: 500' });
    queue.retry(failed?.id ?? '');
    expect(queue.items('order-1')[0]).toMatchObject({ status: 'uploading', progress: 0, error: null });
    expect(calls.map((c) => c.key)).toEqual([failed?.key, failed?.key]);
    calls[1]?.resolve();
    await flush();
    expect(queue.items('order-1')).toEqual([]);
  });

  it('a failure does not stop the files after it; each file has its own key', async () => {
    const { queue, calls } = setup();
    queue.add('order-1', ['a.png', 'b.png']);
    calls[0]?.reject('network');
    await flush();
    expect(calls.map((c) => c.file)).toEqual(['a.png', 'b.png']);
    expect(calls[0]?.key).not.toBe(calls[1]?.key);
    calls[1]?.resolve();
    await flush();
    expect(queue.items('order-1').map((i) => [i.file, i.status])).toEqual([['a.png', 'failed']]);
  });

  it('removes a failed or waiting file, never the one on its way; the snapshot is stable while nothing changes', async () => {
    const { queue, calls, notified } = setup();
    queue.add('order-1', ['a.png', 'b.png']);
    const [uploading, waiting] = queue.items('order-1');
    const before = notified();
    queue.remove(uploading?.id ?? '');
    expect(notified()).toBe(before);
    expect(queue.items('order-1')).toBe(queue.items('order-1'));
    queue.remove(waiting?.id ?? '');
    expect(queue.items('order-1').map((i) => i.file)).toEqual(['a.png']);
    calls[0]?.resolve();
    await flush();
    expect(calls).toHaveLength(1);
  });

  it('one intent per file (issue 42): the same file picked again, queued or stored, is not added; a refusal that cannot change offers no retry', async () => {
    const calls: Call[] = [];
    const upload: Uploader<string> = (item, onProgress) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ ...item, progress: onProgress, resolve, reject });
      });
    let n = 0;
    const queue = createUploadQueue<string>({
      upload,
      describe: (e) => `Ошибка: ${String(e)}`,
      isFinal: (e) => e === '415',
      // The key comes from the file's "bytes" (its name here, minus a copy suffix) and the order.
      identify: (orderId, file) => Promise.resolve(`${orderId}:${file.replace(/ \(copy\)$/, '')}`),
      newId: () => `id-${++n}`,
    });
    await expect(queue.add('order-1', ['a.png', 'a.png (copy)', 'b.png'])).resolves.toEqual(['a.png (copy)']);
    await expect(queue.add('order-1', ['a.png'])).resolves.toEqual(['a.png']);
    expect(queue.items('order-1').map((i) => [i.file, i.key])).toEqual([
      ['a.png', 'order-1:a.png'],
      ['b.png', 'order-1:b.png'],
    ]);
    calls[0]?.resolve();
    await flush();
    // Stored: picked again it is still the same intent; another order's is its own.
    await expect(queue.add('order-1', ['a.png'])).resolves.toEqual(['a.png']);
    await expect(queue.add('order-2', ['a.png'])).resolves.toEqual([]);
    calls[1]?.reject('415');
    await flush();
    const refused = queue.items('order-1')[0];
    expect(refused).toMatchObject({ file: 'b.png', status: 'refused', error: 'Ошибка: 415' });
    queue.retry(refused?.id ?? '');
    expect(queue.items('order-1')[0]?.status).toBe('refused');
    expect(calls.filter((c) => c.file === 'b.png')).toHaveLength(1);
  });

  it('resumes the files an earlier page left under their ids and keys (issue 42), once; active while one is waiting or on its way', async () => {
    const { queue, calls } = setup();
    expect(queue.active()).toBe(false);
    queue.resume([
      { id: 'kept-1', orderId: 'order-1', file: 'a.png', key: 'key-a' },
      { id: 'kept-2', orderId: 'order-1', file: 'a.png', key: 'key-a' },
    ]);
    expect(queue.items('order-1').map((i) => [i.id, i.key, i.status])).toEqual([['kept-1', 'key-a', 'uploading']]);
    expect(queue.active()).toBe(true);
    queue.resume([{ id: 'kept-1', orderId: 'order-1', file: 'a.png', key: 'key-a' }]);
    expect(queue.items('order-1')).toHaveLength(1);
    calls[0]?.resolve();
    await flush();
    expect(queue.active()).toBe(false);
    // Stored: resuming it again (a stale copy) sends nothing.
    queue.resume([{ id: 'kept-1', orderId: 'order-1', file: 'a.png', key: 'key-a' }]);
    expect(calls.map((c) => c.key)).toEqual(['key-a']);
  });
});

