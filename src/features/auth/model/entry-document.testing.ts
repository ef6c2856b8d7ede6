// A stand-in for index.html's document, as the inline script's startEntry() sees it: the build's
// entry links (`<link data-trader-entry>`, without rel until startEntry fetches them), the parser's
// state, and the module scripts the script adds to the head. Unit tests run the inline script over
// it (ADRs 0049 and 0057).

export interface AddedScript {
  type: string;
  crossOrigin: string;
  src: string;
}

/** `build`: the page's `<meta name="trader:build">` (the production build writes one; tests without a build id pass null). */
export function entryDocument(readyState: DocumentReadyState = 'complete', build: string | null = 'build-1') {
  const added: AddedScript[] = [];
  const parsed: (() => void)[] = [];
  const links = [
    { href: 'https://app.test/assets/rolldown-runtime-a.js', crossOrigin: '', rel: '' },
    { href: 'https://app.test/assets/libraries-b.js', crossOrigin: '', rel: '' },
    { href: 'https://app.test/assets/index-c.js', crossOrigin: '', rel: '' },
  ];
  const document = {
    readyState,
    querySelectorAll: (selector: string) => (selector === 'link[data-trader-entry]' ? links : []),
    querySelector: (selector: string) => (selector === 'meta[name="trader:build"]' && build ? { content: build } : null),
    createElement: (tag: string) => {
      if (tag !== 'script') throw new Error(`entryDocument: unexpected <${tag}>`);
      return { type: '', crossOrigin: '', src: '' };
    },
    head: { append: (script: AddedScript) => added.push({ ...script }) },
    addEventListener: (type: string, run: () => void) => {
      if (type === 'DOMContentLoaded') parsed.push(run);
    },
  };
  return {
    document: document as unknown as Document,
    /** The module scripts added so far (src only), in order. */
    started: () => added.map((s) => s.src),
    /** The links made modulepreload so far (href only): the files the browser fetches without running them. */
    preloaded: () => links.filter((l) => l.rel === 'modulepreload').map((l) => l.href),
    added,
    /** The parser reaches the end of the document. */
    finishParsing: () => {
      document.readyState = 'interactive';
      parsed.splice(0).forEach((run) => run());
    },
  };
}
