// Phase 6 with --fuzz (issue 29): each operation gets inputs generated from the contract's own
// schemas (fuzz/inputs.ts), sent through the app's client like every other call. Only what the
// contract promises is checked: no 5xx, a documented status, an answer that matches its schema
// (a refusal such as 422 or a business 4xx is a pass). Reads and the gateway's token calls by
// default; the writes only with --allow-writes, and then with bodies and ids the contract
// refuses. Failures of one kind (where, status, problems) are grouped: the smallest input that
// showed it is kept with its reproducer, and the others are counted.
import { document, documents, isWrite, OPERATIONS, type ContractOp } from '../contract.ts';
import { BodyOracle } from '../fuzz/oracle.ts';
import { fuzzCases, multipartForm, operationInputs, type FuzzCase } from '../fuzz/inputs.ts';
import { reproducerLines, receivedAnswer } from '../reproducer.ts';
import { NO_INPUT, type CheckResult, type FuzzFailure, type FuzzResult, type Problem } from '../results.ts';
import { bodyProblems, noAnswer, type CallInit, type Exchange, type VerifyRun } from '../verify-run.ts';

const statusList = (op: ContractOp) => Object.keys(op.responses).join(', ');

/** What the contract promises of an answer to any input. */
export function fuzzProblems(op: ContractOp, exchange: Exchange): Problem[] {
  const { answer } = exchange;
  if (!answer) return [noAnswer(exchange)];
  const problems: Problem[] = [];
  if (answer.status >= 500) {
    problems.push({ field: '(status)', value: String(answer.status), message: 'a server error on a generated input: input the server does not take must be refused with a documented 4xx' });
  } else if (!documents(op, answer.status)) {
    problems.push({ field: '(status)', value: String(answer.status), message: `not documented for ${op.method.toUpperCase()} ${op.path} (documented: ${statusList(op)})` });
  }
  problems.push(...bodyProblems(op, answer, exchange.failure, exchange.warnings));
  return problems;
}

function callInit(c: FuzzCase): CallInit {
  return {
    label: c.label,
    ...(Object.keys(c.path).length > 0 ? { path: c.path } : {}),
    ...(Object.keys(c.query).length > 0 ? { query: c.query } : {}),
    ...(c.body ? ('raw' in c.body ? { rawBody: c.body.raw, ...(c.body.contentType ? { contentType: c.body.contentType } : {}) } : 'form' in c.body ? { body: multipartForm(c.body.form) } : { body: c.body.json }) : {}),
  };
}

const size = (check: CheckResult) => (check.request?.url.length ?? 0) + (check.request?.body?.length ?? 0);

const signature = (where: string, check: CheckResult) => `${where} | ${check.observed ?? 'none'} | ${check.problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`;

/** Counts a failure into its group (where, status, problems), keeping the group's smallest input as its reproducer. */
function group(failures: FuzzFailure[], where: string, seed: number, check: CheckResult): void {
  const key = signature(where, check);
  const same = failures.find((f) => signature(f.where, f.check) === key);
  if (!same) {
    failures.push({ where, seed, count: 1, check });
    return;
  }
  same.count += 1;
  if (size(check) < size(same.check)) Object.assign(same, { seed, check });
}

export async function fuzz(run: VerifyRun): Promise<void> {
  const { args, log } = run;
  const oracle = new BodyOracle({ 'trader-api': document('trader-api'), 'gateway-api': document('gateway-api') });
  log(`fuzz: seeds ${args.seeds.join(', ')}, at most ${args.maxExamples} inputs per operation and seed${args.allowWrites ? ', writes included' : ''}`);
  for (const op of OPERATIONS) {
    const result = run.results.get(op.operationId);
    if (!result) continue;
    const fuzzResult: FuzzResult = { inputs: 0, statuses: {}, failures: [], skipped: null };
    result.fuzz = fuzzResult;
    const all = operationInputs(document(op.document), op);
    // A proposed parameter the backend ignores (history-filters.ts) gets no generated values.
    const ignored = result.notImplemented.filter((n) => !n.required).map((n) => n.part);
    const inputs = { ...all, parameters: all.parameters.filter((p) => !ignored.includes(`parameter ${p.name}`)) };
    if (run.lacks(op.operationId)) {
      fuzzResult.skipped = 'proposed: not implemented';
      continue;
    }
    if (inputs.parameters.length === 0 && inputs.body === null && inputs.multipart === null) {
      fuzzResult.skipped = NO_INPUT;
      continue;
    }
    if (isWrite(op) && !args.allowWrites) {
      fuzzResult.skipped = 'a write: run with --allow-writes (it then gets only bodies and ids the contract refuses)';
      continue;
    }
    for (const seed of args.seeds) {
      const cases = fuzzCases(document(op.document), op.document, inputs, oracle, { seed, maxExamples: args.maxExamples, write: isWrite(op), known: (param) => run.pool.values(param) });
      for (const c of cases) {
        const exchange = await run.exchange(op, callInit(c));
        if (exchange.notSent) continue; // the server stopped answering: counted, not sent
        const status = exchange.answer ? String(exchange.answer.status) : 'no answer';
        fuzzResult.inputs += 1;
        fuzzResult.statuses[status] = (fuzzResult.statuses[status] ?? 0) + 1;
        const problems = fuzzProblems(op, exchange);
        if (problems.length > 0) {
          const expected = Object.keys(op.responses).map(Number).filter((s) => s < 500);
          const check: CheckResult = {
            name: `fuzz: ${c.label}`,
            expected,
            observed: exchange.answer?.status ?? null,
            problems,
            ...(exchange.request ? { request: exchange.request, answer: receivedAnswer(exchange.answer?.status ?? null, exchange.answer?.text ?? exchange.transport ?? '') } : {}),
          };
          group(fuzzResult.failures, c.where, seed, check);
        }
      }
    }
    if (run.stopped && fuzzResult.inputs === 0) fuzzResult.skipped = 'not sent: the server had stopped answering';
    else logOperation(log, op, fuzzResult);
  }
}

function logOperation(log: (line: string) => void, op: ContractOp, result: FuzzResult): void {
  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
  const failed = result.failures.length > 0;
  log(`${failed ? 'FAIL' : 'ok  '} ${op.operationId}: fuzz, ${result.inputs} inputs -> ${statuses || 'none'}${failed ? `; ${result.failures.length} kind(s) of failure` : ''}`);
  for (const failure of result.failures) {
    const { check } = failure;
    log(`       ${check.name} -> ${check.observed ?? 'no answer'}${failure.count > 1 ? ` (and ${failure.count - 1} more input(s) alike)` : ''}, seed ${failure.seed}`);
    for (const p of check.problems) log(`         ${p.field} = ${p.value}: ${p.message}`);
    for (const line of reproducerLines(check)) log(`         ${line}`);
  }
}
