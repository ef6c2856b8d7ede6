// The edit of a requisite (issue 28): the requisite form of /requisite/add, filled with the
// requisite whose id is in the query, since spec section 2 has no route of its own for it and
// the app has exactly the spec's routes. Beside the route table rather than in it, so that the
// entry, which loads the table, does not carry what only the requisite screens use.
import { PATHS, RULES } from './route-table.ts';

/** /requisite/add?edit=<id>. */
export const requisiteEditPath = (requisiteId: number): string => `${PATHS['requisite-add']}?edit=${encodeURIComponent(String(requisiteId))}`;

/** The requisite id of /requisite/add?edit=<id> (a route's positive-int rule), or null: a new requisite. */
export function requisiteEditId(search: URLSearchParams): number | null {
  const raw = search.get('edit');
  return raw !== null && RULES['positive-int'].test(raw) ? Number(raw) : null;
}
