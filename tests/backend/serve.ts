// The stateful test backend on its own, for trying `npm run verify` and `npm run dev -- --backend`
// by hand: node tests/backend/serve.ts [--broken] [--port <n>]. --broken plants the deliberate
// contract breaks of tests/backend/breaks.ts. Prints the URLs and a signed init data string.
import { signedInitData } from '../e2e/telegram.ts';
import { PLANTED_BREAKS } from './breaks.ts';
import { startBackend } from './server.ts';

const broken = process.argv.includes('--broken');
const portIndex = process.argv.indexOf('--port');
const port = portIndex > 0 ? Number(process.argv[portIndex + 1]) : 0;
const backend = await startBackend({ port, latencyMs: 0, accessTtlS: 3600, breaks: broken ? PLANTED_BREAKS : [] });
console.log(`test backend (${broken ? `broken: ${PLANTED_BREAKS.map((b) => b.name).join(', ')}` : 'conforming'}) at ${backend.origin}
  --api ${backend.origin}/api/v1 --gateway ${backend.origin}/gateway/api/v1
  --init-data '${signedInitData().raw}'`);
const stop = () => void backend.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
