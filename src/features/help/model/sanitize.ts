// Help article bodies are untrusted HTML (the contract says so). One DOMPurify instance with a
// strict allowlist turns them into markup that is safe to inject: no script, event handler,
// style, frame, form or javascript:/data: URL survives, and images load only over https.
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
/** Images only from absolute https URLs (no data:, no http:, no relative paths); DOMPurify
 * itself would let data: through on img, so the hook below enforces this. */
const IMAGE_URI = /^https:\/\//i;

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
      // An image that fails this keeps only its alt text.
      if (src === null || !IMAGE_URI.test(src.trim())) node.removeAttribute('src');
    }
  });
  purifier = created;
  return created;
}

/** Safe HTML for an untrusted article body. */
export function sanitizeArticleHtml(dirty: string): string {
  return instance().sanitize(dirty, CONFIG);
}
