// The one normaliser for free text a trader types that reaches a confirmation popup or the server
// (a transfer recipient, a card holder's name, a dispute reason, a pasted address). What the
// trader sees in a field is not always what the string holds: a right-to-left override
// (U+202E) shows 'resu_tset' for 'test_user', a zero-width space makes two different strings
// look the same, and a letter typed as base + combining mark ('й' as 'и' + U+0306) differs
// byte for byte from the precomposed one the server compares with. So before a value is checked,
// confirmed and sent:
// - invisible format characters are removed: every Unicode "format" character (category Cf:
//   bidi embeddings, overrides, isolates and marks, zero-width space/joiners, word joiner,
//   BOM, soft hyphen, tag characters), the combining grapheme joiner and the Hangul fillers
//   (which render as nothing and are used for "blank" names), and control characters (Cc) other
//   than the whitespace the field keeps;
// - the rest is put in Unicode normalisation form C (NFC), after the removal, so that a mark
//   separated from its letter by an invisible character composes too;
// - whitespace is trimmed; a single-line value has every run of whitespace (also no-break and
//   the typographic spaces) collapsed to one space; a multi-line one keeps its line breaks as \n.
// Removing them changes nothing a trader can see, so it is done silently; a value left empty is
// then refused by its field's own "required" rule. The popup shows the normalised value, which
// is byte for byte what is sent.

/** Invisible characters that carry no visible text (see above). */
const INVISIBLE = /[\p{Cf}\u034F\u115F\u1160\u3164\uFFA0]/gu;
/** Control characters except tab, line feed and carriage return (handled as whitespace). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

export interface NormalizeTextOptions {
  /** Keep line breaks (a dispute reason); otherwise every whitespace run becomes one space. */
  multiline?: boolean;
}

/** The value as it will be confirmed and sent (see the module comment). */
export function normalizeText(value: string, options: NormalizeTextOptions = {}): string {
  const visible = value.replace(INVISIBLE, '').replace(CONTROL, '').normalize('NFC');
  if (!options.multiline) return visible.replace(/\s+/g, ' ').trim();
  return visible
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trimEnd())
    .join('\n')
    .trim();
}
