// Ports and origins given on a command line or in the environment, checked in one place: the
// dev mocks' ports (scripts/mock/ports.ts) and upstream URLs (scripts/mock/index.ts), npm run
// serve's --port and --backend, the test backend's --port. Each throws an Error naming the setting, what it must be and what it got.

/** `value` as a TCP port, 1-65535 (0 too, "a free one", with `free`). */
export function tcpPort(value: string, name: string, { free = false } = {}): number {
  const n = Number(value);
  const lowest = free ? 0 : 1;
  if (value.trim() === '' || !Number.isInteger(n) || n < lowest || n > 65535) {
    throw new Error(`${name} must be a TCP port (${lowest}-65535${free ? ', 0 for a free one' : ''}), got "${value}"`);
  }
  return n;
}

/** `value` as an http(s) URL, a path allowed, without its trailing slash. */
export function httpUrl(value: string, name: string, example: string): string {
  return parseHttp(value, `${name} must be an http(s) URL such as ${example}, got "${value}"`).href.replace(/\/$/, '');
}

/** `value` as an http(s) origin: a scheme, a host and maybe a port, nothing after (a trailing / is allowed). */
export function httpOrigin(value: string, name: string, example: string): string {
  const problem = `${name} must be an http(s) origin such as ${example}, got "${value}"`;
  const url = parseHttp(value, problem);
  if (url.origin !== value.replace(/\/$/, '')) throw new Error(problem);
  return url.origin;
}

function parseHttp(value: string, problem: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(problem);
  return url;
}

/** The port of a server's URL (http://127.0.0.1:41234 -> 41234): the one a server started on port 0 got. */
export function portOf(url: string): number {
  const { port, protocol } = new URL(url);
  if (port !== '') return Number(port);
  return protocol === 'https:' ? 443 : 80;
}
