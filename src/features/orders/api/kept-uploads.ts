// Receipts survive a reload and a reopen (issue 42): every file queued for a dispute is kept in
// IndexedDB with its Idempotency-Key until the server has stored it or the trader removed it, and
// the next open resumes it under the same key (so it is stored once whatever happened). Where the
// browser cannot keep a file (no IndexedDB, private mode, quota), its name is kept instead (local
// storage, a few bytes), so the next open can tell the trader which files were not sent.

export interface KeptUpload {
  id: string;
  orderId: string;
  key: string;
  file: File;
}

/** A file the browser could not keep: enough to name it after a reload. */
export interface UnkeptUpload {
  id: string;
  orderId: string;
  name: string;
}

const DB_NAME = 'tapps-uploads';
const STORE = 'queue';
const UNKEPT_KEY = 'tapps/unsent-uploads';
/** IndexedDB that does not open by then (some webviews never answer) counts as unavailable. */
const OPEN_MS = 3_000;

let opened: Promise<IDBDatabase | null> | null = null;

function openDb(): Promise<IDBDatabase | null> {
  opened ??= new Promise<IDBDatabase | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), OPEN_MS);
    const done = (db: IDBDatabase | null) => {
      clearTimeout(timer);
      resolve(db);
    };
    try {
      if (typeof indexedDB === 'undefined') return done(null);
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
      request.onsuccess = () => done(request.result);
      request.onerror = () => done(null);
      request.onblocked = () => done(null);
    } catch {
      done(null);
    }
  });
  return opened;
}

/** Runs one request in a transaction; null when IndexedDB is not there or it failed. */
async function run<T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T>): Promise<{ value: T } | null> {
  const db = await openDb();
  if (!db) return null;
  return new Promise((resolve) => {
    try {
      const tx = db.transaction(STORE, mode);
      const req = request(tx.objectStore(STORE));
      tx.oncomplete = () => resolve({ value: req.result });
      tx.onerror = () => resolve(null);
      tx.onabort = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

function readUnkept(): UnkeptUpload[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(UNKEPT_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as UnkeptUpload[]).filter((u) => typeof u.id === 'string' && typeof u.orderId === 'string' && typeof u.name === 'string') : [];
  } catch {
    return [];
  }
}

function writeUnkept(list: readonly UnkeptUpload[]): void {
  try {
    if (list.length === 0) localStorage.removeItem(UNKEPT_KEY);
    else localStorage.setItem(UNKEPT_KEY, JSON.stringify(list));
  } catch {
    // Nowhere to keep even the name: nothing more can be done.
  }
}

/** Keeps a queued file until done(); when the browser cannot, keeps its name to tell after a reload. */
export async function keepUpload(item: KeptUpload): Promise<boolean> {
  const kept = await run('readwrite', (store) => store.put({ id: item.id, orderId: item.orderId, key: item.key, file: item.file }));
  if (!kept) writeUnkept([...readUnkept().filter((u) => u.id !== item.id), { id: item.id, orderId: item.orderId, name: item.file.name }]);
  return kept !== null;
}

/** The file was stored by the server or removed by the trader: nothing to resume or tell. */
export function uploadDone(id: string): void {
  void run('readwrite', (store) => store.delete(id));
  const unkept = readUnkept();
  if (unkept.some((u) => u.id === id)) writeUnkept(unkept.filter((u) => u.id !== id));
}

/** The files kept by an earlier page, to resume. */
export async function keptUploads(): Promise<KeptUpload[]> {
  const all = await run('readonly', (store) => store.getAll() as IDBRequest<unknown[]>);
  return (all?.value ?? []).filter(
    (v): v is KeptUpload =>
      typeof v === 'object' && v !== null && typeof (v as KeptUpload).id === 'string' && typeof (v as KeptUpload).key === 'string' && (v as KeptUpload).file instanceof Blob,
  );
}

/** The files an earlier page could not keep (they were not sent); forgotten once read. */
export function takeUnkeptUploads(): UnkeptUpload[] {
  const list = readUnkept();
  writeUnkept([]);
  return list;
}
