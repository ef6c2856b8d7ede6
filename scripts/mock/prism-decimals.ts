// Loaded into each Prism process (node --import, scripts/mock/prism.ts) before Prism itself.
// Prism validates requests with ajv, whose `multipleOf` divides binary floats by default: with
// MoneyAmount's `multipleOf: 0.01`, 0.29 / 0.01 is 28.999999999999996, and the mock would refuse
// a valid withdrawal of 0.29 USDT with a 422. The contract means the decimal rule (openapi/
// components/schemas.yaml MoneyAmount), so every ajv instance Prism compiles with gets ajv's own
// `multipleOfPrecision` (the quotient may be 1e-6 off an integer: 1234567.89 / 0.01 is 1.5e-8 off), as the contract's note tells
// any ajv-based server to do.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The ajv Prism itself resolves (its validator is in @stoplight/prism-http).
const prismHttp = require.resolve('@stoplight/prism-http/package.json');
const core = require(require.resolve('ajv/dist/core', { paths: [prismHttp] })) as {
  default: { prototype: { compile(this: { opts: Record<string, unknown> }, ...args: unknown[]): unknown } };
};
const { prototype } = core.default;
const compile = prototype.compile;
prototype.compile = function compileWithDecimalMultipleOf(...args) {
  this.opts.multipleOfPrecision ??= 6;
  return compile.apply(this, args);
};
