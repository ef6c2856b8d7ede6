// A reproducer for each failure (issue 29): what was sent and what came back, and a curl command
// that sends the same request again, with the same x-request-id, so that a backend developer
// replays it and finds it in the server's logs. The access token is not written into reports
// (they end up in CI artifacts, and it expires within minutes): the command reads $TOKEN, and
// `signInCommand` sets it from the init data in $VERIFY_INIT_DATA.
import { randomUUID } from 'node:crypto';
import type { CheckResult, ReceivedAnswer, SentRequest } from './results.ts';

/** The headers a reproducer carries, as sent (lower-case names from the Request). */
const KEPT_HEADERS = ['x-request-id', 'idempotency-key', 'content-type'];
/** Longest body shown in a report line; the curl command always has all of it. */
const SHOWN_BODY = 300;

/** A credential a report must not carry (init data, tokens), and what stands in its place. */
export interface Secret {
  value: string;
  placeholder: string;
}

/** The text with every secret (as sent, or escaped inside JSON) replaced by its placeholder. */
export function redact(text: string, secrets: readonly Secret[]): string {
  let result = text;
  for (const { value, placeholder } of secrets) {
    if (value.length < 8) continue;
    for (const form of new Set([value, JSON.stringify(value).slice(1, -1)])) result = result.split(form).join(placeholder);
  }
  return result;
}

/**
 * The parts of a Request a reproducer needs; the body is read from a clone, so the request can
 * still be sent. The token is $TOKEN, and `secrets` in the body (the init data, a refresh token)
 * become placeholders: reports end up in CI artifacts.
 */
export async function sentRequest(request: Request, secrets: readonly Secret[] = []): Promise<SentRequest> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  if (request.headers.has('authorization')) headers.authorization = 'Bearer $TOKEN';
  if (request.body === null) return { method: request.method, url: request.url, headers, body: null };
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  try {
    return { method: request.method, url: request.url, headers, body: redact(new TextDecoder('utf-8', { fatal: true }).decode(bytes), secrets) };
  } catch {
    // Not text (a file's bytes in a multipart upload): shown decoded, replayed from base64.
    return { method: request.method, url: request.url, headers, body: new TextDecoder().decode(bytes), bodyBase64: Buffer.from(bytes).toString('base64') };
  }
}

/** An answer as a report shows it: the tokens of a token pair replaced, cut to a readable length. */
export function receivedAnswer(status: number | null, text: string): ReceivedAnswer {
  const redacted = text.replace(/("(?:access|refresh)_token"\s*:\s*)"[^"]*"/g, '$1"<redacted>"');
  return { status, body: redacted.length > SHOWN_BODY ? `${redacted.slice(0, SHOWN_BODY)}... (${redacted.length} characters)` : redacted };
}

/** Quotes for a POSIX shell (sh, dash, bash, zsh): single quotes hold any character but NUL as it is. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** A printf format that prints `text` exactly, NUL included (octal escapes), for a body no shell argument can hold. */
function printfFormat(text: string): string {
  const escaped = [...text]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if (char === '\\') return '\\\\';
      if (char === '%') return '%%';
      if (code < 0x20 || code === 0x7f) return `\\${code.toString(8).padStart(3, '0')}`;
      return char;
    })
    .join('');
  return shellQuote(escaped);
}

/** `curl` sending the request again: method, URL, its headers (the token as $TOKEN) and body, exactly. */
export function curlCommand(request: SentRequest): string {
  const parts = ['curl', '-sS', '-i', '-X', request.method, shellQuote(request.url)];
  for (const [name, value] of Object.entries(request.headers)) {
    // "$TOKEN" is expanded by the shell; every other value is quoted as sent.
    parts.push('-H', name === 'authorization' ? `"Authorization: ${value}"` : shellQuote(`${name}: ${value}`));
  }
  if (request.body === null) return parts.join(' ');
  // Bytes that are not text (a file upload) are decoded from base64 and piped in, byte for byte.
  if (request.bodyBase64 !== undefined) return `printf %s ${shellQuote(request.bodyBase64)} | base64 -d | ${[...parts, '--data-binary', '@-'].join(' ')}`;
  // A NUL cannot be in an argument: such a body is piped in from printf.
  if (request.body.includes('\u0000')) return `printf ${printfFormat(request.body)} | ${[...parts, '--data-binary', '@-'].join(' ')}`;
  return [...parts, '--data-binary', shellQuote(request.body)].join(' ');
}

/**
 * Sets $TOKEN from the init data in $VERIFY_INIT_DATA, for the reproducers that need one (jq
 * reads the hash out of it). The sign-in's x-request-id is one random UUID, written into the
 * command: no shell has a portable way to make one.
 */
export function signInCommand(gateway: string, requestId: string = randomUUID()): string {
  const body = `"$(jq -nc --arg i "$VERIFY_INIT_DATA" '{init_data_raw: $i, hash: ($i | capture("(^|&)hash=(?<h>[^&]*)").h)}')"`;
  return `export TOKEN=$(curl -sS -X POST ${shellQuote(`${gateway}/auth/token`)} -H 'content-type: application/json' -H ${shellQuote(`x-request-id: ${requestId}`)} --data-binary ${body} | jq -r .access_token)`;
}

function shown(text: string | null): string {
  if (text === null || text === '') return '(none)';
  return text.length > SHOWN_BODY ? `${text.slice(0, SHOWN_BODY)}... (${text.length} characters)` : text;
}

/** The lines of a failing check's reproducer: input, answer, command. Empty when the request was not recorded. */
export function reproducerLines(check: CheckResult): string[] {
  if (!check.request) return [];
  const { request, answer } = check;
  const path = new URL(request.url);
  return [
    `input: ${request.method} ${shown(`${path.pathname}${path.search}`)}${request.body !== null ? ` body ${shown(request.body)}` : ''}`,
    `answer: ${answer ? `${answer.status ?? 'none'} ${shown(answer.body)}` : '(none)'}`,
    `x-request-id: ${request.headers['x-request-id'] ?? '(none)'}`,
    `reproduce: ${curlCommand(request)}`,
  ];
}
