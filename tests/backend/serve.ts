// The stateful test backend on its own, for trying `npm run verify` and `npm run dev -- --backend`
// by hand: node tests/backend/serve.ts [--broken] [--input-bugs] [--port <n>] [--bot-token <t>].
// --broken plants the deliberate contract breaks of tests/backend/breaks.ts, --input-bugs its
// 500s on edge inputs (for verify --fuzz); --bot-token dev-bot-token:dev accepts the init data
// the dev build signs outside Telegram. Prints the URLs and a signed init data string.
import { tcpPort } from '../../scripts/lib/address.ts';
import { checkedOrExit, commandLine } from '../../scripts/lib/cli.ts';
import { E2E_BOT_TOKEN, signedInitData } from '../../scripts/lib/telegram-launch.ts';
import { PLANTED_BREAKS, PLANTED_INPUT_BUGS } from './breaks.ts';
import { startBackend } from './server.ts';

const { values } = commandLine(
  'test backend',
  `Usage: node tests/backend/serve.ts [--broken] [--input-bugs] [--port <n>] [--bot-token <token>]

  --broken             plant the deliberate contract breaks of tests/backend/breaks.ts
  --input-bugs         plant its 500s on edge inputs (a negative category_id, an unparsable
                       withdraw body), which npm run verify -- --fuzz finds
  --port <n>           the port to listen on (default: a free one)
  --bot-token <token>  the bot token whose init data it accepts (default: the e2e tests' one;
                       dev-bot-token:dev accepts what the dev build signs outside Telegram)`,
  { broken: { type: 'boolean' }, 'input-bugs': { type: 'boolean' }, port: { type: 'string' }, 'bot-token': { type: 'string' } },
);
const broken = values.broken === true;
const inputBugs = values['input-bugs'] === true;
const port = checkedOrExit('test backend', () => tcpPort(values.port ?? '0', '--port', { free: true }));
const botToken = values['bot-token'] ?? E2E_BOT_TOKEN;
const planted = [...(broken ? PLANTED_BREAKS : []), ...(inputBugs ? PLANTED_INPUT_BUGS : [])];
const backend = await startBackend({ port, botToken, latencyMs: 0, accessTtlS: 3600, breaks: planted });
console.log(`test backend (${planted.length > 0 ? `broken: ${planted.map((b) => b.name).join(', ')}` : 'conforming'}) at ${backend.origin}
  --api ${backend.origin}/api/v1 --gateway ${backend.origin}/gateway/api/v1
  --init-data '${signedInitData({}, botToken).raw}'`);
const stop = () => void backend.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
