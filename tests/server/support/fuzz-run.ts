import fc from 'fast-check';
import {
  deliberate503,
  describeOutcome,
  describeRequest,
  problemOf,
  send,
  servingProblem,
  type FuzzRequest,
  type FuzzStack,
  type Outcome,
} from './fuzz-stack';

/**
 * Runs one route family's generator against the fuzz stack for a bounded time. Fails on the first
 * 5xx (a 503 that explains itself excepted), the first request without an answer within the
 * deadline, or a stack that no longer serves afterwards; the message names the seed to replay.
 *
 * FUZZ_SURVEY=1 (for long local runs) keeps going after failures instead, restarting the stack
 * after a hang, and reports every distinct failure at the end.
 */

/** Seconds of fuzzing for the whole file: FUZZ_SECONDS, default 36 (the file stays under 60 s). */
export const FUZZ_SECONDS =
  Number(process.env.FUZZ_SECONDS) > 0 ? Number(process.env.FUZZ_SECONDS) : 36;

/**
 * `npm test` replays the same requests every run (this seed, at most FUZZ_RUNS per family), so a
 * red build always names a real regression; FUZZ_SEED=<n> replays another run and FUZZ_SEED=random
 * explores (what it finds becomes a named test in fuzz-regressions.test.ts).
 */
const DEFAULT_SEED = 20261124;
export const FUZZ_SEED = /^-?\d+$/.test(process.env.FUZZ_SEED ?? '')
  ? Number(process.env.FUZZ_SEED) | 0
  : process.env.FUZZ_SEED === 'random'
    ? (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0
    : DEFAULT_SEED;

/** Requests per family at most (the time budget may stop it sooner on a slow machine). */
export const FUZZ_RUNS =
  Number(process.env.FUZZ_RUNS) > 0
    ? Number(process.env.FUZZ_RUNS)
    : process.env.FUZZ_SEED === 'random'
      ? 1_000_000
      : 1000;

export interface StackHandle {
  current(): FuzzStack;
  /** A fresh stack, after one that stopped answering. */
  restart(): Promise<void>;
}

interface Failure {
  req: FuzzRequest;
  out: Outcome;
  problem: string;
  log: string[];
}

export interface FamilyReport {
  family: string;
  runs: number;
  statuses: Record<string, number>;
  slowestMs: number;
  /** 503 answers that explained themselves (allowed, but worth knowing about). */
  deliberate503: string[];
  /** Survey mode: one failure per kind (status, method, route). */
  failures: Map<string, Failure & { count: number }>;
}

/**
 * Which failures are "the same": status and the first log line that explains it (numbers and
 * quoted text left out), else status and route.
 */
function failureKind(f: Failure): string {
  const cause = f.log.find(
    (l) => !/^\[postgrest\] (- - |\d\d\/)/.test(l) && !/^\[db\] (seed|bootstrap)/.test(l),
  );
  if (cause) {
    const line = cause
      .split('\n')[0]!
      .replace(/'[^']*'|"[^"]*"/g, '…')
      .replace(/\d+/g, 'N')
      .slice(0, 140);
    return `${f.out.status} ${f.req.path.split('/')[1] ?? ''}/${f.req.path.split('/')[2] ?? ''}: ${line}`;
  }
  const route = f.req.path
    .split('?')[0]!
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .split('/')
    .slice(0, 5)
    .join('/')
    .slice(0, 80);
  return `${f.out.status} ${f.req.method} ${route}`;
}

function describeFailure(f: Failure): string {
  const lines = [
    `Request: ${describeRequest(f.req)}`,
    `Answer: ${f.problem}; ${describeOutcome(f.out)}`,
  ];
  if (f.log.length) lines.push(`Stack log during it:\n  ${f.log.slice(-15).join('\n  ')}`);
  return lines.join('\n');
}

export async function fuzzFamily(
  family: string,
  stack: StackHandle,
  arb: fc.Arbitrary<FuzzRequest>,
  seconds: number,
): Promise<FamilyReport> {
  const survey = process.env.FUZZ_SURVEY === '1';
  const shrink = process.env.FUZZ_SHRINK === '1';
  const report: FamilyReport = {
    family,
    runs: 0,
    statuses: {},
    slowestMs: 0,
    deliberate503: [],
    failures: new Map(),
  };
  let first: Failure | null = null;
  const routes: Record<string, [number, number]> = {};
  const property = fc.asyncProperty(arb, async (req) => {
    const fz = stack.current();
    const mark = fz.mark();
    const out = await send(fz.stack.apiUrl, req);
    report.runs++;
    report.statuses[String(out.status)] = (report.statuses[String(out.status)] ?? 0) + 1;
    report.slowestMs = Math.max(report.slowestMs, out.ms);
    if (survey) {
      const route = `${req.method} ${req.path.split('?')[0]!.split('/').slice(0, 5).join('/').slice(0, 60)}`;
      const ok = typeof out.status === 'number' && out.status < 300 ? 1 : 0;
      const r = (routes[route] ??= [0, 0]);
      r[0]++;
      r[1] += ok;
    }
    if (deliberate503(out) && report.deliberate503.length < 3) {
      report.deliberate503.push(`${describeRequest(req)}\n  → ${describeOutcome(out)}`);
    }
    const problem = problemOf(out);
    if (!problem) return;
    // Give the stack a moment to log what went wrong before the lines are taken.
    await new Promise((r) => setTimeout(r, 50));
    const failure: Failure = { req, out, problem, log: fz.since(mark) };
    first ??= failure;
    if (survey) {
      const kind = failureKind(failure);
      const seen = report.failures.get(kind);
      if (seen) seen.count++;
      else report.failures.set(kind, { ...failure, count: 1 });
      if (out.status === 'timeout' || (await servingProblem(fz))) await stack.restart();
      return;
    }
    throw new Error(`${problem}\n  ${describeRequest(req)}\n  → ${describeOutcome(out)}`);
  });
  const path = process.env.FUZZ_PATH;
  const started = performance.now();
  const details = await fc.check(property, {
    seed: FUZZ_SEED,
    ...(path ? { path } : {}),
    numRuns: FUZZ_RUNS,
    plugins: [fc.interruptAfterTimeLimit(seconds * 1000)],
    // A hang leaves the stack unable to answer anything, so shrinking would "minimise" to
    // whatever request came next: the first failure is the one reported, unless asked.
    endOnFailure: !shrink,
  });
  const after = await servingProblem(stack.current());
  const summary = `${family}: ${report.runs} requests in ${((performance.now() - started) / 1000).toFixed(1)} s (budget ${seconds.toFixed(1)}), statuses ${JSON.stringify(report.statuses)}, slowest ${report.slowestMs} ms, seed ${FUZZ_SEED}`;
  console.info(`[fuzz] ${summary}`);
  if (report.deliberate503.length) {
    console.info(
      `[fuzz] ${family}: 503 answers (allowed):\n  ${report.deliberate503.join('\n  ')}`,
    );
  }
  if (survey) {
    const top = Object.entries(routes)
      .sort((a, b) => b[1][0] - a[1][0])
      .slice(0, 40)
      .map(([r, [n, ok]]) => `${r}: ${n} (${ok} 2xx)`);
    console.info(`[fuzz] ${family} routes:\n  ${top.join('\n  ')}`);
  }
  const lines: string[] = [];
  if (survey && details.failed)
    lines.push(`fuzz ${family} stopped: ${String(details.errorInstance)}`);
  if (survey && report.failures.size) {
    lines.push(`fuzz ${family}: ${report.failures.size} kinds of failure (seed ${FUZZ_SEED}):`);
    for (const [kind, f] of report.failures) {
      lines.push(`\n== ${kind} (${f.count}×)\n${describeFailure(f)}`);
    }
  } else if (details.failed) {
    const counterexample = (details.counterexample as [FuzzRequest] | null)?.[0];
    const found = first as Failure | null;
    lines.push(
      `fuzz ${family} failed (seed ${FUZZ_SEED}).`,
      `Replay: FUZZ_SEED=${FUZZ_SEED} npx vitest run --project server tests/server/fuzz-routes.test.ts -t '${family}'`,
    );
    if (shrink && counterexample) {
      lines.push(
        `Shrunk (FUZZ_PATH=${details.counterexamplePath ?? ''}): ${describeRequest(counterexample)}`,
      );
    }
    lines.push(found ? describeFailure(found) : String(details.errorInstance));
  }
  if (after) lines.push(`Afterwards the stack no longer serves: ${after}`);
  if (lines.length) {
    lines.push(summary);
    throw new Error(lines.join('\n'));
  }
  return report;
}
