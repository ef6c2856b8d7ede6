// Playwright's locators and web-first assertions over jsdom, for the screen layer: a test moved
// from tests/e2e to tests/screen keeps its assertions word for word (`await
// expect(page.getByRole('alert')).toContainText('…')`), only the opening changes (renderScreen
// instead of page.goto). The subset the specs use: getByRole / getByText / getByLabel /
// getByTestId / getByTitle / getByPlaceholder / locator(css), chained, with first, nth, last,
// filter({ hasText }) and or(); click, dblclick, hover, fill, blur, check, uncheck; and the matchers toBeVisible,
// toBeHidden, toHaveCount, toHaveText, toContainText, toHaveValue, toHaveAttribute, toBeEnabled,
// toBeDisabled, toBeChecked, toHaveAccessibleName, toHaveAccessibleDescription, toHaveURL, each retried until it holds or its timeout (default 10 s, as
// playwright.config.ts) passes. Names and texts match as Playwright matches them: a string is a
// case-insensitive substring with whitespace collapsed, exact: true the whole string, a RegExp as
// it is. jsdom has no layout: "visible" means in the document, not inside a `hidden` element,
// without an inline display:none or visibility:hidden (no stylesheet applies); aria-hidden does
// not hide, as it does not for Playwright (a modal sheet marks the toasts beside it aria-hidden,
// and they are still on screen); what needs real layout stays in Playwright (docs/testing.md).
import * as domMatchers from '@testing-library/jest-dom/matchers';
import { fireEvent, getRoles, queryAllByLabelText, queryAllByPlaceholderText, queryAllByRole, queryAllByTestId, queryAllByText, queryAllByTitle, type ByRoleMatcher } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export type TextMatch = string | RegExp;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Playwright's text matching: a RegExp as it is; a string as a case-insensitive substring, or whole with exact. */
export function textMatches(actual: string, expected: TextMatch, exact = false): boolean {
  const text = normalize(actual);
  if (expected instanceof RegExp) return expected.test(text);
  return exact ? text === normalize(expected) : text.toLowerCase().includes(normalize(expected).toLowerCase());
}

/** Shown as far as jsdom can tell: attached, and neither it nor an ancestor hidden. */
export function isVisible(element: Element): boolean {
  if (!element.isConnected) return false;
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at.hasAttribute('hidden')) return false;
    const style = at instanceof HTMLElement ? at.style : null;
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return false;
  }
  return true;
}

const isChecked = (element: Element) => (element as HTMLInputElement).checked === true || element.getAttribute('aria-checked') === 'true';

/** The element's accessible name as Testing Library computes it for its role (dom-accessibility-api). */
export function accessibleName(element: Element): string {
  const scope = (element.parentElement ?? document.body) as HTMLElement;
  const role = Object.entries(getRoles(scope)).find(([, elements]) => elements.includes(element as HTMLElement))?.[0];
  if (role === undefined) return '';
  let name = '';
  queryAllByRole(scope, role, {
    hidden: true,
    name: (computed, el) => {
      if (el === element) name = computed;
      return false;
    },
  });
  return name;
}

/** The element's accessible description: the text of the elements its aria-describedby names, in order (or its aria-description). */
export function accessibleDescription(element: Element): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  const text = ids.length > 0 ? ids.map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '').join(' ') : (element.getAttribute('aria-description') ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

const textOf = (element: Element) => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : (element.textContent ?? ''));

interface RoleOptions {
  name?: TextMatch;
  exact?: boolean;
  level?: number;
  checked?: boolean;
  selected?: boolean;
  pressed?: boolean;
  expanded?: boolean;
  disabled?: boolean;
  includeHidden?: boolean;
}

interface TextOptions {
  exact?: boolean;
}

type Resolve = () => Element[];

/** A file as Playwright's setInputFiles takes it. */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Uint8Array;
}

export class Locator {
  private readonly resolve: Resolve;
  readonly description: string;
  private readonly user: () => UserEvent;

  constructor(resolve: Resolve, description: string, user: () => UserEvent) {
    this.resolve = resolve;
    this.description = description;
    this.user = user;
  }

  /** The elements it matches now, in document order. */
  all(): Element[] {
    return [...new Set(this.resolve())];
  }

  count(): number {
    return this.all().length;
  }

  private within(description: string, query: (root: HTMLElement) => Element[]): Locator {
    return new Locator(() => this.all().flatMap((root) => query(root as HTMLElement)), `${this.description}.${description}`, this.user);
  }

  getByRole(role: ByRoleMatcher, options: RoleOptions = {}): Locator {
    const { name, exact, includeHidden, ...states } = options;
    return this.within(`getByRole(${String(role)}${name !== undefined ? `, ${String(name)}` : ''})`, (root) =>
      queryAllByRole(root, role, {
        hidden: includeHidden ?? false,
        ...(name !== undefined ? { name: (accessible: string) => textMatches(accessible, name, exact) } : {}),
        ...(states.level !== undefined ? { level: states.level } : {}),
        ...(states.checked !== undefined ? { checked: states.checked } : {}),
        ...(states.selected !== undefined ? { selected: states.selected } : {}),
        ...(states.pressed !== undefined ? { pressed: states.pressed } : {}),
        ...(states.expanded !== undefined ? { expanded: states.expanded } : {}),
      }).filter((el) => states.disabled === undefined || (el as HTMLButtonElement).disabled === states.disabled),
    );
  }

  getByText(text: TextMatch, options: TextOptions = {}): Locator {
    return this.within(`getByText(${String(text)})`, (root) => {
      // The smallest elements whose text matches, as Playwright picks them.
      const hits = queryAllByText(root, (_content, el) => el !== null && textMatches(el.textContent ?? '', text, options.exact), { ignore: 'script, style' });
      return hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
    });
  }

  getByLabel(text: TextMatch, options: TextOptions = {}): Locator {
    return this.within(`getByLabel(${String(text)})`, (root) => queryAllByLabelText(root, (content) => textMatches(content, text, options.exact)));
  }

  getByTestId(id: string): Locator {
    return this.within(`getByTestId(${id})`, (root) => queryAllByTestId(root, id));
  }

  getByTitle(text: TextMatch, options: TextOptions = {}): Locator {
    return this.within(`getByTitle(${String(text)})`, (root) => queryAllByTitle(root, (content) => textMatches(content, text, options.exact)));
  }

  getByPlaceholder(text: TextMatch, options: TextOptions = {}): Locator {
    return this.within(`getByPlaceholder(${String(text)})`, (root) => queryAllByPlaceholderText(root, (content) => textMatches(content, text, options.exact)));
  }

  locator(selector: string): Locator {
    return this.within(`locator(${selector})`, (root) => [...root.querySelectorAll(selector)]);
  }

  first(): Locator {
    return new Locator(() => this.all().slice(0, 1), `${this.description}.first()`, this.user);
  }

  last(): Locator {
    return new Locator(() => this.all().slice(-1), `${this.description}.last()`, this.user);
  }

  nth(index: number): Locator {
    return new Locator(() => this.all().slice(index, index + 1), `${this.description}.nth(${index})`, this.user);
  }

  filter(options: { hasText?: TextMatch; hasNotText?: TextMatch; has?: Locator }): Locator {
    return new Locator(
      () =>
        this.all().filter(
          (el) =>
            (options.hasText === undefined || textMatches(el.textContent ?? '', options.hasText)) &&
            (options.hasNotText === undefined || !textMatches(el.textContent ?? '', options.hasNotText)) &&
            (options.has === undefined || options.has.all().some((inner) => el.contains(inner))),
        ),
      `${this.description}.filter()`,
      this.user,
    );
  }

  or(other: Locator): Locator {
    return new Locator(
      () => {
        const both = new Set([...this.all(), ...other.all()]);
        return [...both].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      },
      `${this.description}.or(${other.description})`,
      this.user,
    );
  }

  /** The one element it matches, waiting for it (Playwright's strictness: more than one is an error). */
  async element(timeout = 10_000): Promise<HTMLElement> {
    const deadline = performance.now() + timeout; // not Date: a test may fix the clock
    for (;;) {
      const found = this.all();
      if (found.length > 1) throw new Error(`${this.description} resolved to ${found.length} elements (strict mode)`);
      if (found.length === 1 && isVisible(found[0]!)) return found[0] as HTMLElement;
      if (performance.now() > deadline) throw new Error(`${this.description}: no visible element within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async click(): Promise<void> {
    await this.user().click(await this.element());
  }

  /** Two clicks in a row, as Playwright's dblclick (a double tap). */
  async dblclick(): Promise<void> {
    await this.user().dblClick(await this.element());
  }

  /** Hovers the element (a pointer over it: sonner holds its toasts). */
  async hover(): Promise<void> {
    await this.user().hover(await this.element());
  }

  /** Playwright's evaluateAll: `fn` over every element it matches now. */
  async evaluateAll<T>(fn: (elements: Element[]) => T): Promise<T> {
    return fn(this.all());
  }

  /** Playwright's evaluate: `fn` over the one element it matches. */
  async evaluate<T>(fn: (element: HTMLElement) => T): Promise<T> {
    return fn(await this.element());
  }

  /** One locator per element it matches now (Playwright's `await locator.all()`). */
  async locators(): Promise<Locator[]> {
    return this.all().map((_, i) => this.nth(i));
  }

  /**
   * Replaces the field's value as Playwright's fill does: one input event with the whole text, then
   * a change event; then waits for what the app does with it to settle (settleAfterFill), as the
   * next Playwright action only comes after a round trip to the page.
   */
  async fill(value: string): Promise<void> {
    const el = await this.element();
    if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) throw new Error(`${this.description} is not a text field`);
    el.focus();
    fireEvent.input(el, { target: { value } });
    fireEvent.change(el, { target: { value } });
    await settleAfterFill();
  }

  /** Moves focus away, as a tap elsewhere does (jsdom fires blur and focusout). */
  async blur(): Promise<void> {
    const el = await this.element();
    el.blur();
  }

  /** Focuses the field, then presses one key as Playwright's press does ('End', 'Backspace', 'Enter'…). */
  async press(key: string): Promise<void> {
    const el = await this.element();
    el.focus();
    await this.user().keyboard(key.length === 1 ? key : `{${key}}`);
  }

  /**
   * Picks files in a file input as Playwright's setInputFiles does: { name, mimeType, buffer } (or a
   * File), one or several; a change event as the browser's picker sends it.
   */
  async setInputFiles(files: FilePayload | File | readonly (FilePayload | File)[]): Promise<void> {
    const el = this.all()[0];
    if (!(el instanceof HTMLInputElement) || el.type !== 'file') throw new Error(`${this.description} is not a file input`);
    const list = (Array.isArray(files) ? files : [files]) as (FilePayload | File)[];
    const picked = list.map((f) => (f instanceof File ? f : new File([new Uint8Array(f.buffer)], f.name, { type: f.mimeType })));
    // As Playwright's: the input's `accept` does not filter (the app's own checks do), unlike user.upload.
    const chosen = el.multiple ? picked : picked.slice(0, 1);
    Object.defineProperty(el, 'files', { configurable: true, value: Object.assign([...chosen], { item: (i: number) => chosen[i] ?? null }) });
    fireEvent.input(el);
    fireEvent.change(el);
  }

  /** Focuses the field (Playwright's focus). */
  async focus(): Promise<void> {
    (await this.element()).focus();
  }

  /** Checks a checkbox or switch (a click when it is not checked). */
  async check(): Promise<void> {
    if (!isChecked(await this.element())) await this.click();
  }

  /** Unchecks a checkbox or switch (a click when it is checked). */
  async uncheck(): Promise<void> {
    if (isChecked(await this.element())) await this.click();
  }

  /** The text of every element it matches now. */
  async allTextContents(): Promise<string[]> {
    return this.all().map((el) => el.textContent ?? '');
  }

  async textContent(): Promise<string> {
    return (await this.element()).textContent ?? '';
  }

  async inputValue(): Promise<string> {
    const el = await this.element();
    return (el as HTMLInputElement).value;
  }

  async getAttribute(name: string): Promise<string | null> {
    return (await this.element()).getAttribute(name);
  }
}

/** What toHaveURL reads: a screen (render-screen.tsx) has url(). */
interface HasUrl {
  url(): string;
}

interface AssertOptions {
  timeout?: number;
}

type Outcome = { pass: boolean; message: () => string };
type MatcherContext = { isNot: boolean };

// Deadlines read performance.now(), not Date.now(): a test's fixed clock (renderScreen's `clock`)
// stops Date, and a failing assertion must still end.
/** Retries `check` until it gives the outcome asked for (pass, or fail under .not) or the timeout passes. */
async function retry(context: MatcherContext, timeout: number | undefined, check: () => Outcome): Promise<Outcome> {
  const deadline = performance.now() + (timeout ?? 10_000); // not Date: a test may fix the clock
  for (;;) {
    const outcome = check();
    if (outcome.pass !== Boolean(context.isNot) || performance.now() > deadline) return outcome;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const listMatch = (actual: readonly string[], expected: readonly TextMatch[], contains: boolean) => actual.length === expected.length && expected.every((e, i) => textMatches(actual[i] ?? '', e, !contains && typeof e === 'string'));

function locatorMatchers() {
  const on =
    (name: keyof typeof domMatchers, fn: (locator: Locator, ...args: never[]) => Outcome, timeoutAt: number) =>
    function (this: MatcherContext, received: unknown, ...args: unknown[]): Outcome | Promise<Outcome> {
      if (!(received instanceof Locator)) return (domMatchers[name] as (...a: unknown[]) => Outcome).call(this, received, ...args);
      const options = args[timeoutAt] as AssertOptions | undefined;
      return retry(this, options?.timeout, () => fn(received, ...(args as never[])));
    };
  const one = (locator: Locator) => {
    const found = locator.all();
    return found.length === 1 ? found[0]! : null;
  };
  const describeCount = (locator: Locator) => `${locator.description} matched ${locator.count()} element(s)`;
  return {
    toBeVisible: on(
      'toBeVisible',
      (locator) => {
        const el = one(locator);
        return { pass: el !== null && isVisible(el), message: () => `${describeCount(locator)}; expected one visible` };
      },
      0,
    ),
    toBeChecked: on(
      'toBeChecked',
      (locator) => {
        const el = one(locator);
        return { pass: el !== null && isChecked(el), message: () => `${describeCount(locator)}; expected it checked` };
      },
      0,
    ),
    toBeEnabled: on(
      'toBeEnabled',
      (locator) => {
        const el = one(locator);
        return { pass: el !== null && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true', message: () => `${describeCount(locator)}; expected it enabled` };
      },
      0,
    ),
    toBeDisabled: on(
      'toBeDisabled',
      (locator) => {
        const el = one(locator);
        return { pass: el !== null && ((el as HTMLButtonElement).disabled === true || el.getAttribute('aria-disabled') === 'true'), message: () => `${describeCount(locator)}; expected it disabled` };
      },
      0,
    ),
    toHaveValue: on(
      'toHaveValue',
      (locator, expected: TextMatch) => {
        const el = one(locator);
        const value = el ? (el as HTMLInputElement).value : undefined;
        return { pass: value !== undefined && (expected instanceof RegExp ? expected.test(value) : value === expected), message: () => `${describeCount(locator)}; value ${JSON.stringify(value)}, expected ${String(expected)}` };
      },
      1,
    ),
    toHaveAttribute: on(
      'toHaveAttribute',
      (locator, name: string, expected?: TextMatch) => {
        const el = one(locator);
        const value = el?.getAttribute(name) ?? null;
        const pass = value !== null && (expected === undefined || (expected instanceof RegExp ? expected.test(value) : value === expected));
        return { pass, message: () => `${describeCount(locator)}; ${name}=${JSON.stringify(value)}, expected ${String(expected)}` };
      },
      2,
    ),
  };
}

expect.extend({
  // The matchers take a Locator (or a screen, toHaveURL); jest-dom's keep their elements.
  ...locatorMatchers(),
  toBeHidden(this: MatcherContext, received: Locator, options?: AssertOptions) {
    return retry(this, options?.timeout, () => {
      const shown = received.all().filter(isVisible);
      return { pass: shown.length === 0, message: () => `${received.description}: ${shown.length} visible element(s), expected none` };
    });
  },
  toHaveCount(this: MatcherContext, received: Locator, count: number, options?: AssertOptions) {
    return retry(this, options?.timeout, () => ({ pass: received.count() === count, message: () => `${received.description} matched ${received.count()} element(s), expected ${count}` }));
  },
  toHaveText(this: MatcherContext, received: Locator, expected: TextMatch | TextMatch[], options?: AssertOptions) {
    return retry(this, options?.timeout, () => {
      const texts = received.all().map(textOf);
      const pass = Array.isArray(expected) ? listMatch(texts, expected, false) : texts.length === 1 && textMatches(texts[0]!, expected, typeof expected === 'string');
      return { pass, message: () => `${received.description}: ${JSON.stringify(texts)}, expected ${Array.isArray(expected) ? expected.map(String).join(', ') : String(expected)}` };
    });
  },
  toContainText(this: MatcherContext, received: Locator, expected: TextMatch | TextMatch[], options?: AssertOptions) {
    return retry(this, options?.timeout, () => {
      const texts = received.all().map(textOf);
      const pass = Array.isArray(expected) ? listMatch(texts, expected, true) : texts.length === 1 && (expected instanceof RegExp ? expected.test(normalize(texts[0]!)) : normalize(texts[0]!).includes(normalize(expected)));
      return { pass, message: () => `${received.description}: ${JSON.stringify(texts)}, expected to contain ${String(expected)}` };
    });
  },
  toHaveAccessibleName(this: MatcherContext, received: unknown, expected: TextMatch, options?: AssertOptions) {
    if (!(received instanceof Locator)) return (domMatchers.toHaveAccessibleName as (...a: unknown[]) => Outcome).call(this, received, expected);
    return retry(this, options?.timeout, () => {
      const found = received.all();
      const name = found.length === 1 ? accessibleName(found[0]!) : null;
      return { pass: name !== null && textMatches(name, expected, typeof expected === 'string'), message: () => `${received.description}: accessible name ${JSON.stringify(name)}, expected ${String(expected)}` };
    });
  },
  toHaveAccessibleDescription(this: MatcherContext, received: unknown, expected: TextMatch, options?: AssertOptions) {
    if (!(received instanceof Locator)) return (domMatchers.toHaveAccessibleDescription as (...a: unknown[]) => Outcome).call(this, received, expected);
    return retry(this, options?.timeout, () => {
      const found = received.all();
      const description = found.length === 1 ? accessibleDescription(found[0]!) : null;
      return { pass: description !== null && textMatches(description, expected, typeof expected === 'string'), message: () => `${received.description}: accessible description ${JSON.stringify(description)}, expected ${String(expected)}` };
    });
  },
  /** Playwright's expect(async () => { … }).toPass(): the block retried until it throws nothing. */
  async toPass(this: MatcherContext, received: () => unknown, options?: AssertOptions) {
    const deadline = performance.now() + (options?.timeout ?? 10_000);
    for (;;) {
      try {
        await received();
        return { pass: true, message: () => 'the block passed' };
      } catch (error) {
        if (performance.now() > deadline) return { pass: false, message: () => `the block kept failing: ${String(error)}` };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  },
  toHaveURL(this: MatcherContext, received: HasUrl, expected: TextMatch, options?: AssertOptions) {
    return retry(this, options?.timeout, () => {
      const url = received.url();
      return { pass: expected instanceof RegExp ? expected.test(url) : url === expected, message: () => `URL ${url}, expected ${String(expected)}` };
    });
  },
});

interface LocatorAssertions<R = unknown> {
  toBeVisible(options?: AssertOptions): Promise<R>;
  toBeEnabled(options?: AssertOptions): Promise<R>;
  toBeDisabled(options?: AssertOptions): Promise<R>;
  toBeChecked(options?: AssertOptions): Promise<R>;
  toHaveValue(expected: TextMatch, options?: AssertOptions): Promise<R>;
  toHaveAttribute(name: string, expected?: TextMatch, options?: AssertOptions): Promise<R>;
  toBeHidden(options?: AssertOptions): Promise<R>;
  toHaveCount(count: number, options?: AssertOptions): Promise<R>;
  toHaveText(expected: TextMatch | TextMatch[], options?: AssertOptions): Promise<R>;
  toContainText(expected: TextMatch | TextMatch[], options?: AssertOptions): Promise<R>;
  toHaveURL(expected: TextMatch, options?: AssertOptions): Promise<R>;
  toHaveAccessibleName(expected: TextMatch, options?: AssertOptions): Promise<R>;
  toHaveAccessibleDescription(expected: TextMatch, options?: AssertOptions): Promise<R>;
  toPass(options?: AssertOptions): Promise<R>;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> extends LocatorAssertions {}
}

let settleAfterFill: () => Promise<void> = async () => undefined;

/** What a fill waits for before it resolves (render-screen.tsx: the router idle again, a URL change taken in). */
export function onFillSettle(settle: () => Promise<void>): void {
  settleAfterFill = settle;
}

/** The page's root locator: queries over document.body. */
export function pageRoot(user: () => UserEvent): Locator {
  return new Locator(() => [document.body], 'page', user);
}
