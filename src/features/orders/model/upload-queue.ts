// The receipts on their way to a dispute (issue 28, item 6), outside any screen: a file picked in
// the dispute form keeps uploading after the form closes and /dispute opens, and a failed one
// stays (with its file) until it is sent or the trader removes it. One upload at a time, in the
// order picked (a phone's uplink is better spent on one file than split). Each file has its own
// Idempotency-Key, kept for its retries, so a retry after a lost answer stores it once.
//
// One intent rule for uploads too (issue 42): with `identify`, a file's key comes from its bytes
// and its dispute, so the same file picked twice is one intent (one row, one key, one stored
// file: add() answers it as a duplicate), and a reload that picks it again replays the first
// answer. A refusal that cannot change (`isFinal`: a 413, 415 or a 422 on the file) is 'refused':
// no retry is offered, only removing it (and picking another file); only an unknown outcome
// ('failed': no answer, 5xx, 429) offers "Повторить".

export type UploadStatus = 'waiting' | 'uploading' | 'failed' | 'refused';

export interface UploadItem<F> {
  /** This page's id for the item (not the server's). */
  id: string;
  orderId: string;
  file: F;
  /** The Idempotency-Key of every attempt of this file. */
  key: string;
  status: UploadStatus;
  /** 0..1 of the current attempt. */
  progress: number;
  /** Why the last attempt failed, in Russian. */
  error: string | null;
}

/** Sends one file; resolves once the server has stored it. */
export type Uploader<F> = (item: { orderId: string; file: F; key: string }, onProgress: (fraction: number) => void) => Promise<void>;

export interface UploadQueue<F> {
  /** The items of an order still to send or failed, in the order picked (the same array while nothing changed). */
  items(orderId: string): readonly UploadItem<F>[];
  /** Queues the files; answers the ones already queued or stored (the same intent), which are not added again. */
  add(orderId: string, files: readonly F[]): Promise<F[]>;
  /** Sends a failed item again, with its key (never a refused one: the same file would be refused again). */
  retry(id: string): void;
  /** Drops a waiting or failed item. */
  remove(id: string): void;
  /** Queues files an earlier page left unsent, under their ids and keys (issue 42); a key already known is skipped. */
  resume(items: readonly { id: string; orderId: string; file: F; key: string }[]): void;
  /** True while a file is waiting or on its way (closing the page would interrupt it). */
  active(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface QueueDeps<F> {
  upload: Uploader<F>;
  /** The Russian text for a failure. */
  describe(error: unknown): string;
  /** True for a refusal that cannot change (the same file would be refused again): no retry. */
  isFinal?: (error: unknown) => boolean;
  /** The file's Idempotency-Key, the same for the same file of the same order (its intent); a new random one without it. */
  identify?: (orderId: string, file: F) => Promise<string>;
  /** Called with the items just queued by add() (to keep them across a reload). */
  onQueued?: (items: readonly UploadItem<F>[]) => void;
  /** Called once an item is stored or removed (nothing left to resume). */
  onDone?: (id: string) => void;
  newId?: () => string;
}

const EMPTY: readonly never[] = [];

export function createUploadQueue<F>({ upload, describe, isFinal = () => false, identify, onQueued, onDone, newId = () => crypto.randomUUID() }: QueueDeps<F>): UploadQueue<F> {
  let all: UploadItem<F>[] = [];
  /** The keys stored while this page lives: the same file picked again is not sent again. */
  const stored = new Set<string>();
  const byOrder = new Map<string, readonly UploadItem<F>[]>();
  const listeners = new Set<() => void>();
  let running = false;

  const changed = () => {
    byOrder.clear();
    for (const listener of [...listeners]) listener();
  };
  const update = (id: string, patch: Partial<UploadItem<F>>) => {
    all = all.map((item) => (item.id === id ? { ...item, ...patch } : item));
    changed();
  };

  async function pump(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (let next = all.find((i) => i.status === 'waiting'); next; next = all.find((i) => i.status === 'waiting')) {
        const { id, orderId, file, key } = next;
        update(id, { status: 'uploading', progress: 0, error: null });
        try {
          await upload({ orderId, file, key }, (fraction) => {
            if (all.some((i) => i.id === id && i.status === 'uploading')) update(id, { progress: Math.min(1, Math.max(0, fraction)) });
          });
          stored.add(key);
          all = all.filter((i) => i.id !== id);
          onDone?.(id);
          changed();
        } catch (error) {
          const final = isFinal(error);
          update(id, { status: final ? 'refused' : 'failed', error: describe(error) });
          // Refused for good: nothing to resume after a reload.
          if (final) onDone?.(id);
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    items(orderId) {
      let items = byOrder.get(orderId);
      if (!items) {
        const mine = all.filter((i) => i.orderId === orderId);
        items = mine.length === 0 ? EMPTY : mine;
        byOrder.set(orderId, items);
      }
      return items;
    },
    add(orderId, files) {
      const queue = (keyed: readonly { file: F; key: string }[]): F[] => {
        const duplicates: F[] = [];
        const fresh: UploadItem<F>[] = [];
        for (const { file, key } of keyed) {
          if (stored.has(key) || all.some((i) => i.key === key) || fresh.some((i) => i.key === key)) duplicates.push(file);
          else fresh.push({ id: newId(), orderId, file, key, status: 'waiting', progress: 0, error: null });
        }
        if (fresh.length > 0) {
          all = [...all, ...fresh];
          onQueued?.(fresh);
          changed();
          void pump();
        }
        return duplicates;
      };
      // Without `identify` the files queue at once (each its own intent).
      if (!identify) return Promise.resolve(queue(files.map((file) => ({ file, key: newId() }))));
      return Promise.all(files.map(async (file) => ({ file, key: await identify(orderId, file) }))).then(queue);
    },
    retry(id) {
      if (!all.some((i) => i.id === id && i.status === 'failed')) return;
      update(id, { status: 'waiting', progress: 0, error: null });
      void pump();
    },
    remove(id) {
      if (!all.some((i) => i.id === id && i.status !== 'uploading')) return;
      all = all.filter((i) => i.id !== id);
      onDone?.(id);
      changed();
    },
    resume(items) {
      const fresh = items
        .filter((item, index) => !stored.has(item.key) && !all.some((i) => i.key === item.key || i.id === item.id) && items.findIndex((other) => other.key === item.key) === index)
        .map((item): UploadItem<F> => ({ ...item, status: 'waiting', progress: 0, error: null }));
      if (fresh.length === 0) return;
      all = [...all, ...fresh];
      changed();
      void pump();
    },
    active() {
      return all.some((i) => i.status === 'waiting' || i.status === 'uploading');
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
