// npm run emit -- <event> [example]          emit an AsyncAPI example to the running app(s)
// npm run emit -- <event> --raw '<json>'     emit an arbitrary (e.g. malformed) payload
// npm run emit -- --list                     list events and their examples
import { commandLine } from '../lib/cli.ts';
import { mockPorts } from './ports.ts';

const USAGE = `Usage: npm run emit -- <event> [example]        emit an AsyncAPI example to the running app(s)
       npm run emit -- <event> --raw '<json>'   emit any (e.g. malformed) payload
       npm run emit -- --list                   list the events and their examples

Sends through the events mock of \`npm run mock\` or \`npm run dev\` (MOCK_EVENTS_PORT, 4012).`;
const base = `http://127.0.0.1:${mockPorts(process.env).events}`;
const { values, positionals } = commandLine('emit', USAGE, { list: { type: 'boolean' }, raw: { type: 'string' } }, { positionals: true });
if (positionals.length > 2 || (values.raw !== undefined && positionals.length !== 1)) {
  console.error(`emit: give one event and an example name or --raw '<json>', got "${positionals.join(' ')}"\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<number> {
  if (positionals.length === 0 || values.list === true) {
    const res = await fetch(`${base}/__events`);
    const list = (await res.json()) as Record<string, string[]>;
    for (const [event, examples] of Object.entries(list)) console.log(`${event}: ${examples.join(', ')}`);
    return 0;
  }
  const [event, example] = positionals;
  const body = values.raw !== undefined ? { event, raw: true, payload: JSON.parse(values.raw) as unknown } : { event, example };
  const res = await fetch(`${base}/__emit`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { detail?: string; delivered?: number; example?: string };
  if (!res.ok) {
    console.error(`emit: ${answer.detail ?? res.statusText}`);
    return 1;
  }
  console.log(`emit: ${event}${answer.example ? `/${answer.example}` : ' (raw)'} delivered to ${answer.delivered ?? 0} app(s)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`emit: cannot reach the events mock at ${base} (is \`npm run mock\` running?): ${String(error)}`);
    process.exit(1);
  },
);
