// The running page's build id. The production build writes it into index.html as
// <meta name="trader:build"> (vite.config.ts, ADR 0015); the dev server writes none. Read by the
// release watch (shell/release.ts), the code-cache warm-up (shell/code-cache.ts, ADR 0055) and
// the router, which starts the watch only on a built page. This module is in the entry, so it
// holds only the read.
import { CACHED_BUILD } from '../features/auth/model/early-sign-in.ts';

/** The build id of the running page; null when the page has none (the dev server). */
export function runningBuild(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${CACHED_BUILD.meta}"]`)?.content || null;
}
