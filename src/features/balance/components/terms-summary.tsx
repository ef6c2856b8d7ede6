// The withdrawal terms under the amount (issue 28): the fee, the minimum, the maximum and what
// arrives for a valid amount; a line while they load, a note with Повторить when they failed,
// nothing without them.
import { parseAmountInput } from '../model/money-form.ts';
import { termsError, termsLines } from '../model/withdrawal-terms.ts';
import type { TermsState } from './use-withdrawal-terms.ts';

export function TermsSummary({ terms, amount, max }: { terms: TermsState; amount: string; max: number }) {
  if (terms.phase === 'none') return null;
  if (terms.phase === 'loading') {
    return (
      <p className="ui-note balance-form__note" role="status">
        Загружаем комиссию сети…
      </p>
    );
  }
  if (terms.phase === 'failed') {
    return (
      <p className="ui-note balance-form__note" data-testid="terms-failed">
        Не удалось загрузить комиссию сети: {terms.message}{' '}
        <button type="button" className="ui-link-button" onClick={terms.retry}>
          Повторить
        </button>
      </p>
    );
  }
  const parsed = parseAmountInput(amount, max);
  const valid = parsed.ok && termsError(parsed.milli, terms.terms) === null ? parsed.value : null;
  return (
    <dl className="balance-terms" aria-label="Условия вывода" data-testid="withdrawal-terms">
      {termsLines(terms.terms, valid).map((line) => (
        <div key={line.key} className={`balance-terms__row balance-terms__row--${line.key}`}>
          <dt>{line.label}</dt>
          <dd data-testid={`terms-${line.key}`}>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
