// The search-and-period filter History and the balance operations share (src/shared/ui filters):
// its controls by role, and a quick range picked as a trader picks it. One helper for both
// screens and both depths: a Playwright page and a screen of the screen layer
// (tests/support/render-screen.tsx) alike.

/** What the helpers need of a locator: Playwright's and the screen layer's both have it. */
export interface FilterControl {
  click(): Promise<void>;
  getAttribute(name: string): Promise<string | null>;
  getByRole(role: 'button', options: { name: string; exact: boolean }): this;
}

/** What the helpers need of a page. */
export interface FilterPage<L extends FilterControl> {
  getByRole(role: 'searchbox' | 'button' | 'group', options: { name: string | RegExp; exact?: boolean }): L;
}

/** The search field ('Поиск'). */
export const search = <L extends FilterControl>(page: FilterPage<L>): L => page.getByRole('searchbox', { name: 'Поиск' });

/** The period button ('Период: всё время', 'Период: 7 дней'…), which opens the period panel. */
export const period = <L extends FilterControl>(page: FilterPage<L>): L => page.getByRole('button', { name: /^Период: / });

/** A quick range of the open period panel ('Сегодня', 'Вчера', '7 дней'…). */
export const chip = <L extends FilterControl>(page: FilterPage<L>, name: string): L => page.getByRole('group', { name: 'Быстрый выбор периода' }).getByRole('button', { name, exact: true });

/** Opens the period panel (closed after a load) and taps a quick range. */
export async function pickRange<L extends FilterControl>(page: FilterPage<L>, name: string): Promise<void> {
  if ((await period(page).getAttribute('aria-expanded')) !== 'true') await period(page).click();
  await chip(page, name).click();
}
