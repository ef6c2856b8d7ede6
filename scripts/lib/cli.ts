// The command lines of scripts/ and bench/: node:util's parseArgs, with errors a person can act
// on. Node's strict mode words its errors for a generic program ("Unknown option '--x'. To
// specify a positional argument starting with a '-', ..."), so the tokens are checked here
// first, in order, and each problem is named plainly: unknown option, missing value, stray
// argument. Every CLI takes --help.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

/** A command line the CLI cannot run with; the message is empty for --help. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A string option with `multiple: true` may be given again; its value is every one, in order. */
type Option = { type: 'string'; multiple?: boolean } | { type: 'boolean'; multiple?: false };
type Options = Record<string, Option>;
export type OptionValues<O extends Options> = {
  [K in keyof O]?: O[K]['type'] extends 'string' ? (O[K] extends { multiple: true } ? string[] : string) : boolean;
};

export interface CommandLine<O extends Options> {
  values: OptionValues<O>;
  positionals: string[];
}

/**
 * Parses `argv` against `options` (long names; --help is added). Throws a UsageError naming the
 * first unknown option, a string option without its value, a boolean option given one, or an
 * argument that is not an option when `positionals` is false; a UsageError with an empty
 * message for --help once the rest is valid.
 */
export function parseCommandLine<O extends Options>(argv: readonly string[], options: O, { positionals = false } = {}): CommandLine<O> {
  const config: ParseArgsOptionsConfig = { ...options, help: { type: 'boolean' } };
  // Not strict: the checks below report in the CLI's own words. A known string option still
  // takes the next argument as its value, as in strict mode.
  const parsed = parseArgs({ args: [...argv], options: config, strict: false, allowPositionals: true, tokens: true });
  for (const token of parsed.tokens) {
    if (token.kind === 'positional' && !positionals) throw new UsageError(`unexpected argument "${token.value}"`);
    if (token.kind !== 'option') continue;
    const option = config[token.name];
    if (!option || !token.rawName.startsWith('--')) throw new UsageError(`unknown option ${token.rawName}`);
    if (option.type === 'string' && token.value === undefined) throw new UsageError(`${token.rawName} needs a value`);
    if (option.type === 'boolean' && token.inlineValue) throw new UsageError(`${token.rawName} takes no value`);
  }
  if (parsed.values.help === true) throw new UsageError('');
  // Checked above: each value has its option's type.
  return { values: parsed.values as OptionValues<O>, positionals: parsed.positionals };
}

/**
 * parseCommandLine for a script's own process: on --help prints `usage` and exits 0; on a bad
 * command line prints "<name>: <problem>" and the usage to stderr and exits 2.
 */
export function commandLine<O extends Options>(name: string, usage: string, options: O, config: { positionals?: boolean } = {}, argv: readonly string[] = process.argv.slice(2)): CommandLine<O> {
  try {
    return parseCommandLine(argv, options, config);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message === '') {
      console.log(usage);
      process.exit(0);
    }
    console.error(`${name}: ${error.message}\n\n${usage}`);
    process.exit(2);
  }
}

/**
 * A value a script checks before it starts (a port, an origin, an environment variable): `read()`'s
 * result, or, when it throws, "<name>: <its message>" (then `usage`, after a blank line) on stderr
 * and exit 2, as for a bad command line.
 */
export function checkedOrExit<T>(name: string, read: () => T, usage?: string): T {
  try {
    return read();
  } catch (error) {
    console.error(`${name}: ${error instanceof Error ? error.message : String(error)}${usage ? `\n\n${usage}` : ''}`);
    return process.exit(2);
  }
}
