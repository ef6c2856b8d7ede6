// /help/{categoryId}/{id}: the article. Its body is untrusted HTML and is only ever rendered
// through the sanitizer; in-app links inside it navigate without reloading the mini-app.
import { useQuery } from '@tanstack/react-query';
import { useMemo, type MouseEvent } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { ApiError, errorMessage } from '../../../shared/api/errors.ts';
import { useShellNavigation } from '../../../shared/lib/shell-navigation.ts';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { helpArticleQuery } from '../api/help-queries.ts';
import { helpPaths, inAppPath, isHelpPath, isPlainClick, updatedLabel } from '../model/help-model.ts';
import { sanitizeArticleHtml } from '../model/sanitize.ts';
import { HelpLink } from './help-link.tsx';
import './help.css';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';

export interface HelpArticleViewProps {
  categoryId: number;
  articleId: number;
  /** Which same-origin paths open inside the app (default: those under /help). */
  isAppPath?: (path: string) => boolean;
}

export function HelpArticleView({ categoryId, articleId, isAppPath = isHelpPath }: HelpArticleViewProps) {
  const { api } = useApi();
  const article = useQuery(helpArticleQuery(api, articleId));
  if (article.isPending) return <LoadingState rows={4} label="Загрузка статьи" />;
  if (article.isError) {
    if (article.error instanceof ApiError && article.error.status === 404) {
      return (
        <EmptyState
          title="Статья не найдена"
          text="Возможно, её убрали или переместили."
          action={
            <HelpLink to={helpPaths.category(categoryId)} className={buttonClassName('secondary')}>
              К статьям раздела
            </HelpLink>
          }
        />
      );
    }
    return <ErrorState message={errorMessage(article.error)} onRetry={() => void article.refetch()} />;
  }
  return <ArticleBody html={article.data.body_html} updatedAt={article.data.updated_at} isAppPath={isAppPath} />;
}

function ArticleBody({ html, updatedAt, isAppPath }: { html: string; updatedAt: string; isAppPath: (path: string) => boolean }) {
  const { navigate } = useShellNavigation();
  const imageOrigins = useApi().config.VITE_HELP_IMAGE_ORIGINS;
  // Images only from the app's origin and the build's allowed ones (the CSP's img-src too).
  const safe = useMemo(() => sanitizeArticleHtml(html, { origin: window.location.origin, imageOrigins }), [html, imageOrigins]);
  const { zone } = useDisplayTimeZone();
  const updated = updatedLabel(updatedAt, zone);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a');
    if (!link || !event.currentTarget.contains(link)) return;
    const to = inAppPath(link.getAttribute('href'), window.location.origin, isAppPath);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <article className="help-article">
      {updated ? <p className="help-article__meta">{updated}</p> : null}
      {safe.trim() === '' ? (
        <EmptyState title="Статья пока пустая" text="Текст появится позже." />
      ) : (
        // Sanitized above with the allowlist of model/sanitize.ts; clicks are delegated for in-app links.
        <div className="help-article__body" onClick={onClick} dangerouslySetInnerHTML={{ __html: safe }} />
      )}
    </article>
  );
}
