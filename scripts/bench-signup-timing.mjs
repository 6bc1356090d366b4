#!/usr/bin/env node
/**
 * Does sign-up's answer time tell whether an address is registered? (issue 22, item 6)
 *
 *   npx tsx scripts/bench-signup-timing.mjs [--rounds=N]
 *
 * Starts an in-memory stack (any free port, no seed, no mail server, rate limits lifted), makes one
 * confirmed account, then times POST /auth/v1/signup for a new address and for that registered one,
 * alternating which goes first each round, and prints both medians. Figures depend on the machine's
 * load (printed with them); nothing is asserted. BENCH_ROOT=<checkout> measures another checkout's
 * server (e.g. an older commit unpacked with `git archive`), with this checkout's node_modules.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createUser } from './bench-http.mjs';

const here = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.env.BENCH_ROOT || here);
const rounds = Number(/^--rounds=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 20);
const WARM_UP = 3;
const PASSWORD = 'bench-Signup-7';

const { startStack } = await import(pathToFileURL(path.join(root, 'server', 'stack.ts')).href);
const stack = await startStack({
  root,
  apiPort: 0,
  mailPort: null,
  dataDir: null,
  databaseUrl: null,
  seed: false,
  log: () => {},
  config: {
    rateLimits: {
      emailSentPerHour: 100_000,
      tokenRefreshPer5Min: 100_000,
      signInSignUpPer5Min: 100_000,
      verifyPer5Min: 100_000,
    },
  },
});

let n = 0;
const fresh = () => `bench.${Date.now().toString(36)}.${(n++).toString(36)}@example.com`;

async function signUp(email) {
  const started = performance.now();
  const res = await fetch(`${stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      'X-Supabase-Api-Version': '2024-01-01',
    },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 200)
    throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, identities: body.identities?.length ?? -1 };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.floor(q * (xs.length - 1))];

try {
  const registered = fresh();
  const made = await createUser(stack, {
    email: registered,
    password: PASSWORD,
    email_confirm: true,
  });
  if (made.status !== 200) throw new Error(`admin create answered ${made.status}`);

  for (let i = 0; i < WARM_UP; i++) {
    await signUp(fresh());
    await signUp(registered);
  }
  const times = { new: [], registered: [] };
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 ? ['registered', 'new'] : ['new', 'registered'];
    for (const kind of order) {
      const r = await signUp(kind === 'new' ? fresh() : registered);
      // a new address gets its identity; a registered one GoTrue's look-alike without any
      if (r.identities !== (kind === 'new' ? 1 : 0))
        throw new Error(`unexpected answer for ${kind}`);
      times[kind].push(r.ms);
    }
  }
  const row = (label, xs) =>
    `${label.padEnd(28)} median ${median(xs).toFixed(1).padStart(6)} ms   p10 ${quantile(xs, 0.1)
      .toFixed(1)
      .padStart(6)}   p90 ${quantile(xs, 0.9).toFixed(1).padStart(6)}`;
  console.log(
    `sign-up timing, ${rounds} rounds after ${WARM_UP} warm-up pairs (${path.relative(here, root) || '.'}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')})`,
  );
  console.log(row('new address', times.new));
  console.log(row('registered (confirmed)', times.registered));
  const diff = median(times.registered) - median(times.new);
  console.log(
    `difference of medians       ${diff >= 0 ? '+' : ''}${diff.toFixed(1)} ms (registered - new)`,
  );
} finally {
  await stack.stop();
}
