// Phase 1: sign in and refresh, as the app does. Without a token pair nothing else can run, and
// the reason says which of three it was: no answer from the gateway (an unreachable server, a
// wrong URL), a refusal (the init data), or an answer that is not a token pair.
import { noAnswer, isTokenPair, type VerifyRun } from '../verify-run.ts';

export async function signIn(run: VerifyRun): Promise<void> {
  const { args, hash } = run;
  const issueToken = await run.success('issueToken', { body: { init_data_raw: args.initData, hash } });
  run.tokens = isTokenPair(issueToken) ? issueToken : null;
  if (!run.tokens) {
    run.fatal = signInFailure(run);
    return;
  }
  const refreshed = await run.success('refreshToken', { body: { init_data_raw: args.initData, hash, refresh_token: run.tokens.refresh_token } });
  if (isTokenPair(refreshed)) run.tokens = refreshed;
}

/** Why the sign-in gave no token pair, for the report's first line. */
function signInFailure(run: VerifyRun): string {
  const url = `${run.args.gateway}/auth/token`;
  const nothingElse = 'Nothing else was called: every trader API call and the socket need a token.';
  const last = run.last;
  if (!last?.answer) return `Cannot reach the gateway: POST ${url} got no answer: ${last ? noAnswer(last).message : 'not sent'}. ${nothingElse}`;
  const { status, text } = last.answer;
  const body = text.length > 200 ? `${text.slice(0, 200)}...` : text || '(no body)';
  if (status >= 400 && status < 500) {
    return (
      `Sign-in refused: POST ${url} answered ${status} ${body}. Check --init-data: signed by the backend's bot token, ` +
      `with an auth_date fresh enough for its check, for a trader on its whitelist. ${nothingElse}`
    );
  }
  if (status >= 500) return `Sign-in failed on the server: POST ${url} answered ${status} ${body}. ${nothingElse}`;
  return `Sign-in answered ${status} without a valid token pair (see issueToken). ${nothingElse}`;
}
