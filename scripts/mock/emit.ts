// npm run emit -- <event> [example]          emit an AsyncAPI example to the running app(s)
// npm run emit -- <event> --raw '<json>'     emit an arbitrary (e.g. malformed) payload
// npm run emit -- --list                     list events and their examples
import { mockPorts } from './ports.ts';

const base = `http://127.0.0.1:${mockPorts(process.env).events}`;
const args = process.argv.slice(2);

async function main(): Promise<number> {
  if (args.length === 0 || args[0] === '--list') {
    const res = await fetch(`${base}/__events`);
    const list = (await res.json()) as Record<string, string[]>;
    for (const [event, examples] of Object.entries(list)) console.log(`${event}: ${examples.join(', ')}`);
    return 0;
  }
  const [event, second, third] = args;
  const body = second === '--raw' ? { event, raw: true, payload: JSON.parse(third ?? 'null') as unknown } : { event, example: second };
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
