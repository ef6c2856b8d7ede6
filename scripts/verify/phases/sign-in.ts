// Phase 1: sign in and refresh, as the app does. Without a token pair nothing else can run.
import { isTokenPair, type VerifyRun } from '../verify-run.ts';

export async function signIn(run: VerifyRun): Promise<void> {
  const { args, hash } = run;
  const issueToken = await run.success('issueToken', { body: { init_data_raw: args.initData, hash } });
  run.tokens = isTokenPair(issueToken) ? issueToken : null;
  if (!run.tokens) {
    run.fatal = 'Sign-in (issueToken) did not return a valid token pair: every trader API call and the socket need one. Check --init-data (signed by the backend\'s bot, fresh auth_date).';
    return;
  }
  const refreshed = await run.success('refreshToken', { body: { init_data_raw: args.initData, hash, refresh_token: run.tokens.refresh_token } });
  if (isTokenPair(refreshed)) run.tokens = refreshed;
}
