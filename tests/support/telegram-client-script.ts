// The stand-in Telegram client itself, without Playwright: a function that installs it on the
// current window. The e2e specs inject it into the page (telegram-client.ts, addInitScript: it
// must stay self-contained, it is sent as source) and the screen tests call it in jsdom
// (render-screen.tsx). Mobile apps' bridge: `window.TelegramWebviewProxy.postEvent(type, json)`
// carries the app's messages out, `window.Telegram.WebView.receiveEvent(type, data)` brings the
// client's events in.
export interface PostedEvent {
  type: string;
  data: Record<string, unknown> | null;
  /** performance.now() in the page when the app posted it. */
  at: number;
}

/**
 * How the client answers the requests a trader answers in Telegram's own dialogs. 'hold' keeps
 * the dialog open (no answer) until release(page, kind) answers as the trader finally does.
 */
export interface ClientAnswers {
  /** The QR scanner: the text of the code it reads, or 'close' (closed without a code). */
  qr?: string;
  /** The phone dialog: 'sent' (shared) or 'cancelled' (refused). */
  phone?: 'sent' | 'cancelled';
  /** getRequestedContact answers "not yet" this many times after the phone was sent, then the contact. */
  contactPolls?: number;
  /** The trader's phone as Telegram gives it (digits). */
  contactPhone?: string;
  /** The device's biometry; absent: a device without biometry. */
  biometry?: { available: boolean; granted?: boolean; requested?: boolean; grantOnRequest?: boolean; auth?: 'authorized' | 'failed' };
  writeAccess?: 'allowed' | 'cancelled';
  fullscreen?: 'ok' | 'failed';
  /**
   * How the cloud-storage calls answer (issue 42): 'ok' (the default) at once, 'fail' with an
   * error, 'hang' never, or a number: after that many ms (the value is read or written then).
   */
  cloudCalls?: 'ok' | 'fail' | 'hang' | number;
  /** Which of the dialogs above stay open until released. */
  hold?: HeldKind[];
}

export type HeldKind = 'qr' | 'phone' | 'writeAccess' | 'fullscreen' | 'biometryAuth';

declare global {
  interface Window {
    __tgPosted?: PostedEvent[];
    /** How the client answers a popup: the first button that is not 'cancel', or cancel. */
    __tgPopupAnswer?: 'confirm' | 'cancel';
    __tgAnswers?: ClientAnswers;
    /** The bot's cloud storage for this user, as the client holds it. */
    __tgCloud?: Record<string, string>;
    /** The cloud storage shared with other pages (other devices of the same user): see ClientOptions.sharedCloud. */
    __tgSharedCloud?: (op: 'get' | 'set', key: string, value?: string) => Promise<string | null>;
    /** Answers held back, by kind; release() sends them. */
    __tgHeld?: Partial<Record<HeldKind, () => void>>;
    Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } };
  }
}

export interface ClientOptions {
  answers?: ClientAnswers;
  /** What the cloud storage holds at launch (another device saved it). */
  cloud?: Record<string, string>;
  /**
   * One cloud storage for several pages (each a device of the same user, in its own browser
   * context): held here, in the test, and read and written by every page given it. Replaces `cloud`.
   * Playwright only (installTelegramClient exposes it to the page).
   */
  sharedCloud?: Record<string, string>;
}

/**
 * Installs the client on this window (before the app loads). It answers the viewport and
 * safe-area requests as a client does, popups as __tgPopupAnswer says, and the QR scanner, phone,
 * contact, biometry, write-access, fullscreen and cloud-storage requests as `answers` says.
 */
export function telegramClient(init: ClientOptions): void {
  const posted: PostedEvent[] = [];
  window.__tgPosted = posted;
  window.__tgAnswers = init.answers ?? {};
  window.__tgCloud = { ...(init.cloud ?? {}) };
  window.__tgHeld = {};
  const send = (type: string, data: unknown) => setTimeout(() => window.Telegram?.WebView?.receiveEvent?.(type, data), 0);
  const answers = () => window.__tgAnswers ?? {};
  /** Sends now, or holds the answer until released when the test holds this kind. */
  const answer = (kind: HeldKind, fn: () => void) => {
    if (answers().hold?.includes(kind)) {
      window.__tgHeld = { ...window.__tgHeld, [kind]: fn };
    } else fn();
  };
  let phoneSent = false;
  let contactMisses = 0;
  const biometryInfo = () => {
    const b = answers().biometry;
    if (!b?.available) return { available: false };
    return { available: true, access_requested: b.requested ?? false, access_granted: b.granted ?? false, device_id: 'e2e-device', token_saved: false, type: 'finger' };
  };
  /** The cloud's value of `key` (null: none), written first when `value` is given: this page's or the shared one. */
  const cloudValue = async (key: string, value?: string): Promise<string | null> => {
    if (window.__tgSharedCloud) return window.__tgSharedCloud(value === undefined ? 'get' : 'set', key, value);
    const cloud = window.__tgCloud ?? {};
    if (value !== undefined) cloud[key] = value;
    return key in cloud ? (cloud[key] ?? null) : null;
  };
  const customMethod = (reqId: string, method: string, params: Record<string, unknown>) => {
    const cloud = window.__tgCloud ?? {};
    const result = (value: unknown) => send('custom_method_invoked', { req_id: reqId, result: value });
    const error = (text: string) => send('custom_method_invoked', { req_id: reqId, error: text });
    if (method === 'getStorageValues' || method === 'saveStorageValue') {
      const how = answers().cloudCalls ?? 'ok';
      if (how === 'hang') return;
      if (how === 'fail') return error('STORAGE_UNAVAILABLE');
      const run = async () => {
        if (method === 'saveStorageValue') {
          await cloudValue(String(params['key']), String(params['value']));
          return result(true);
        }
        const keys = (params['keys'] as string[] | undefined) ?? [];
        const values = await Promise.all(keys.map(async (k) => [k, await cloudValue(k)] as const));
        result(Object.fromEntries(values.filter(([, v]) => v !== null)));
      };
      setTimeout(() => void run(), typeof how === 'number' ? how : 0);
    } else if (method === 'getStorageKeys') {
      result(Object.keys(cloud));
    } else if (method === 'deleteStorageValues') {
      for (const key of (params['keys'] as string[] | undefined) ?? []) Reflect.deleteProperty(cloud, key);
      result(true);
    } else if (method === 'getRequestedContact') {
      if (!phoneSent) return error('CONTACT_NOT_REQUESTED');
      if (contactMisses < (answers().contactPolls ?? 0)) {
        contactMisses += 1;
        return error('CONTACT_NOT_RECEIVED');
      }
      const contact = { user_id: 100000002, phone_number: answers().contactPhone ?? '79991234567', first_name: 'E2E', last_name: 'Trader' };
      const raw = new URLSearchParams({ contact: JSON.stringify(contact), auth_date: String(Math.floor(Date.now() / 1000)), hash: 'e2e-contact-hash' });
      result(raw.toString());
    } else error(`UNKNOWN_METHOD ${method}`);
  };
  Reflect.set(window, 'TelegramWebviewProxy', {
    postEvent(type: string, json?: string) {
      const data = json ? (JSON.parse(json) as Record<string, unknown>) : null;
      posted.push({ type, data, at: performance.now() });
      switch (type) {
        case 'web_app_request_viewport':
          send('viewport_changed', { height: window.innerHeight, width: window.innerWidth, is_expanded: true, is_state_stable: true });
          break;
        case 'web_app_request_safe_area':
          send('safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
          break;
        case 'web_app_request_content_safe_area':
          send('content_safe_area_changed', { top: 0, bottom: 0, left: 0, right: 0 });
          break;
        case 'web_app_open_popup': {
          const { buttons } = data as { buttons: { id: string }[] };
          const chosen = window.__tgPopupAnswer === 'cancel' ? null : (buttons.find((b) => b.id !== 'cancel') ?? null);
          send('popup_closed', chosen ? { button_id: chosen.id } : {});
          break;
        }
        case 'web_app_open_scan_qr_popup':
          answer('qr', () => {
            const qr = answers().qr ?? 'close';
            if (qr === 'close') send('scan_qr_popup_closed', {});
            else send('qr_text_received', { data: qr });
          });
          break;
        case 'web_app_close_scan_qr_popup':
          send('scan_qr_popup_closed', {});
          break;
        case 'web_app_request_phone':
          answer('phone', () => {
            const status = answers().phone ?? 'cancelled';
            phoneSent = status === 'sent';
            send('phone_requested', { status });
          });
          break;
        case 'web_app_invoke_custom_method': {
          const { req_id, method, params } = data as { req_id: string; method: string; params: Record<string, unknown> };
          customMethod(req_id, method, params ?? {});
          break;
        }
        case 'web_app_request_write_access':
          answer('writeAccess', () => send('write_access_requested', { status: answers().writeAccess ?? 'cancelled' }));
          break;
        case 'web_app_biometry_get_info':
          send('biometry_info_received', biometryInfo());
          break;
        case 'web_app_biometry_request_access': {
          const b = answers().biometry;
          if (b?.available) {
            b.requested = true;
            b.granted = b.grantOnRequest ?? false;
          }
          send('biometry_info_received', biometryInfo());
          break;
        }
        case 'web_app_biometry_request_auth':
          answer('biometryAuth', () => {
            const status = answers().biometry?.auth ?? 'failed';
            send('biometry_auth_requested', status === 'authorized' ? { status, token: '' } : { status });
          });
          break;
        case 'web_app_request_fullscreen':
          answer('fullscreen', () => {
            if (answers().fullscreen === 'failed') send('fullscreen_failed', { error: 'UNSUPPORTED' });
            else send('fullscreen_changed', { is_fullscreen: true });
          });
          break;
        case 'web_app_exit_fullscreen':
          send('fullscreen_changed', { is_fullscreen: false });
          break;
      }
    },
  });
}

/** Installs the client on the current window (jsdom); `posted` fills as the app posts. */
export function installClient(win: Window, options: ClientOptions = {}): { posted: PostedEvent[] } {
  if (win !== window) throw new Error('installClient: the client installs on the current window');
  // One window for a file's tests (a page each in e2e): what a test set on it before goes.
  window.__tgPopupAnswer = undefined;
  telegramClient(options);
  return { posted: window.__tgPosted ?? [] };
}
