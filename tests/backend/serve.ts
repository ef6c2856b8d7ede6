// The stateful test backend on its own, for trying `npm run verify` and `npm run dev -- --backend`
// by hand: node tests/backend/serve.ts [--broken] [--port <n>] [--bot-token <t>]. --broken plants
// the deliberate contract breaks of tests/backend/breaks.ts; --bot-token dev-bot-token:dev accepts
// the init data the dev build signs outside Telegram. Prints the URLs and a signed init data string.
import { E2E_BOT_TOKEN, signedInitData } from '../../scripts/lib/telegram-launch.ts';
import { PLANTED_BREAKS } from './breaks.ts';
import { startBackend } from './server.ts';

const broken = process.argv.includes('--broken');
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const port = Number(option('port') ?? 0);
const botToken = option('bot-token') ?? E2E_BOT_TOKEN;
const backend = await startBackend({ port, botToken, latencyMs: 0, accessTtlS: 3600, breaks: broken ? PLANTED_BREAKS : [] });
console.log(`test backend (${broken ? `broken: ${PLANTED_BREAKS.map((b) => b.name).join(', ')}` : 'conforming'}) at ${backend.origin}
  --api ${backend.origin}/api/v1 --gateway ${backend.origin}/gateway/api/v1
  --init-data '${signedInitData({}, botToken).raw}'`);
const stop = () => void backend.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
