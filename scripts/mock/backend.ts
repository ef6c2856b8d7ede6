// npm run backend -- <command>: drive the stateful dev backend of `npm run dev:stateful` (a new
// order, an order expiring, a dispute closed, a withdrawal settled, a top-up), each with the socket
// event a real backend sends. The commands: scripts/mock/backend-cli.ts (npm run backend -- --help).
import { runBackendCli } from './backend-cli.ts';

const result = await runBackendCli(process.argv.slice(2), process.env);
for (const line of result.out) console.log(line);
for (const line of result.err) console.error(line);
process.exit(result.code);
