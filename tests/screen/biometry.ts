// What the biometry screen tests share (tests/screen/biometry*.test.tsx): the withdrawal form
// filled and its native MainButton ready, and the order of the client dialogs the app opened.
// The SDK and its biometry manager are module state (one per file), so a test that needs the
// device in another state (access never asked, refused, a 6.0 client, a cloud value read at the
// SDK's start) has a file of its own.
import { renderScreen, type Screen } from '../support/render-screen.tsx';
import { ADDRESS, nativeMainButtonReady, posted, type ClientAnswers } from '../support/screen-telegram.ts';

export const GRANTED = { available: true, granted: true, requested: true } as const;

export async function withdrawForm(answers: ClientAnswers, cloud: Record<string, string> = {}): Promise<Screen> {
  const page = await renderScreen('balance-conclusion', {}, { client: { answers, cloud } });
  await page.getByLabel('Сумма', { exact: true }).fill('12,5');
  await page.getByLabel('Адрес кошелька USDT').fill(ADDRESS);
  await nativeMainButtonReady(page, 'Вывести');
  return page;
}

export async function order(page: Screen): Promise<string[]> {
  return (await posted(page)).map((e) => e.type).filter((t) => t === 'web_app_open_popup' || t.startsWith('web_app_biometry_request'));
}
