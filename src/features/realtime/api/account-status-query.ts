// GET /traders/status: the account's onboarding status (DONE or not), which only realtime reads:
// the auto-accept dialogs' button asks it where to lead, and the 'status' refresh covers it.
import { getKey, type QueryApi } from '../../../shared/api/query.ts';

export const accountStatusKey = getKey('/traders/status');
export const accountStatusQuery = (api: QueryApi) => api.trader.queryOptions('get', '/traders/status');
