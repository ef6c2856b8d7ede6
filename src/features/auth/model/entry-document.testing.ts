// A stand-in for index.html's document, as the inline script's startEntry() sees it: the build's
// entry links (`<link rel="modulepreload" data-trader-entry>`), the parser's state, and the module
// scripts the script adds to the head. Unit tests run the inline script over it (ADR 0049).

export interface AddedScript {
  type: string;
  crossOrigin: string;
  src: string;
}

export function entryDocument(readyState: DocumentReadyState = 'complete') {
  const added: AddedScript[] = [];
  const parsed: (() => void)[] = [];
  const links = [
    { href: 'https://app.test/assets/rolldown-runtime-a.js', crossOrigin: '' },
    { href: 'https://app.test/assets/index-b.js', crossOrigin: '' },
  ];
  const document = {
    readyState,
    querySelectorAll: (selector: string) => (selector === 'link[data-trader-entry]' ? links : []),
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
    added,
    /** The parser reaches the end of the document. */
    finishParsing: () => {
      document.readyState = 'interactive';
      parsed.splice(0).forEach((run) => run());
    },
  };
}
