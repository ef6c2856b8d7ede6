// Small pure helpers of the help screens: paths, Russian plurals, dates, in-app links.
import { countLabel } from '../../../shared/lib/plural.ts';
import { formatDate } from '../../../domain/date-format.ts';
import { PATHS, helpArticlePath, helpCategoryPath } from '../../../shared/routes/route-table.ts';

export const helpPaths = {
  home: PATHS.help,
  category: helpCategoryPath,
  article: helpArticlePath,
} as const;

/** '1 статья', '3 статьи', '5 статей', '21 статья'. */
export function articleCountLabel(count: number): string {
  return countLabel(count, ['статья', 'статьи', 'статей']);
}

/** The search status: 'Найдено: 2 статьи', 'Найдено: 1 раздел, 3 статьи', 'Найдено: 1 раздел'. */
export function searchFoundLabel(categories: number, articles: number): string {
  const parts: string[] = [];
  if (categories > 0) parts.push(countLabel(categories, ['раздел', 'раздела', 'разделов']));
  if (articles > 0) parts.push(articleCountLabel(articles));
  return `Найдено: ${parts.join(', ')}`;
}

/** 'Обновлено 2 ноября 2026' (the domain's `date` in the display zone); null for an unparsable date. */
export function updatedLabel(iso: string, zone: string): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  return `Обновлено ${formatDate(time, zone)}`;
}

export function isHelpPath(path: string): boolean {
  return path === PATHS.help || path.startsWith(`${PATHS.help}/`);
}

/**
 * The in-app path for a link inside an article, or null when the link should be left to the
 * browser: same-origin links whose path `isAppPath` accepts (by default those under /help,
 * e.g. '/help/1/101' or 'https://<app>/help/2') navigate inside the mini-app.
 */
export function inAppPath(href: string | null, origin: string, isAppPath: (path: string) => boolean = isHelpPath): string | null {
  if (href === null || href.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !isAppPath(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A left click without modifier keys: the one we take over for in-app navigation. */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A route param the route table has already validated as a positive integer. */
export function routeId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`Invalid help id "${String(value)}"`);
  return id;
}
