// Help article bodies are untrusted HTML (the contract says so). One DOMPurify instance with a
// strict allowlist turns them into markup that is safe to inject: no script, event handler,
// style, frame, form or javascript:/data: URL survives. Images load only from the app's own
// origin or from the https origins the build names (VITE_HELP_IMAGE_ORIGINS, empty by
// default): an image from anywhere else would tell its server who read which article and when
// (the trader's IP address, the time, the Telegram client), a tracking pixel. The
// Content-Security-Policy's img-src allows the same sources (vite.config.ts), so the browser
// enforces it too. An image that fails keeps only its alt text.
// The hooks are registered once, on this module's own instance, so nothing else that uses
// DOMPurify is affected and re-renders add nothing.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';

export const ALLOWED_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4',
  'blockquote', 'code', 'pre', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

export const ALLOWED_ATTRS = ['href', 'title', 'alt', 'src'] as const;

/** Links may be web, mail or phone links, or relative; anything else (javascript:, data:, vbscript:) loses its href. */
const LINK_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Where article images may come from (see the module comment). */
export interface ImagePolicy {
  /** The app's origin (window.location.origin): relative and same-origin images. */
  origin: string;
  /** Other https origins, e.g. 'https://cdn.example.com' (VITE_HELP_IMAGE_ORIGINS). */
  imageOrigins: readonly string[];
}

/**
 * The image's absolute URL when the policy allows it, else null. Resolved the way the browser
 * will (relative to the app; `//host/…` is another origin); data:, blob:, javascript: and
 * http: on another origin have no allowed origin.
 */
export function allowedImageUrl(src: string, policy: ImagePolicy): string | null {
  let url: URL;
  try {
    url = new URL(src.trim(), `${policy.origin}/`);
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.origin === policy.origin) return url.href;
  return url.protocol === 'https:' && policy.imageOrigins.includes(url.origin) ? url.href : null;
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRS],
  ALLOWED_URI_REGEXP: LINK_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
};

let purifier: Purifier | null = null;
/** The policy of the sanitize() call under way (sanitize is synchronous; the hook reads it). */
let currentPolicy: ImagePolicy | null = null;

function instance(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      // Every link opens outside the mini-app without handing it window.opener or a referrer;
      // in-app /help/... links are intercepted on click by the article view.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      const url = src === null || currentPolicy === null ? null : allowedImageUrl(src, currentPolicy);
      // The absolute URL the check passed, so the browser cannot read the attribute otherwise.
      if (url === null) node.removeAttribute('src');
      else node.setAttribute('src', url);
    }
  });
  purifier = created;
  return created;
}

/** Safe HTML for an untrusted article body; images only as `policy` allows. */
export function sanitizeArticleHtml(dirty: string, policy: ImagePolicy): string {
  const purify = instance();
  currentPolicy = policy;
  try {
    return purify.sanitize(dirty, CONFIG);
  } finally {
    currentPolicy = null;
  }
}
