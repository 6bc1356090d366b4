import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCAL_ENV_HOOK } from '../../supabase/functions/_shared/env';
import { verifyJwt } from '../core/jwt';
import type { Service, ServiceContext, ServiceFactory } from '../core/types';

/**
 * /functions/v1/<name>: runs `supabase/functions/<name>/handler.ts`, whose default export is a
 * web-standard `(req: Request) => Response | Promise<Response>`. The deployed function's index.ts
 * is `Deno.serve(handler)` over the same file, so what runs here is what runs on Supabase; only the
 * Deno-specific entry point is skipped.
 */
export type FunctionHandler = (req: Request) => Response | Promise<Response>;

export interface FunctionsOptions {
  /** Defaults to the repository's supabase/functions. */
  functionsDir?: string;
  /** Defaults to supabase/config.toml next to functionsDir. */
  configToml?: string | null;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Supabase's rule for function names, which also keeps any path syntax out of a file lookup. */
const NAME = /^[A-Za-z][A-Za-z0-9_-]{0,127}$/;

/** The edge runtime's and relay's answers, so functions-js sees the same errors as in production. */
const replies = {
  notFound: () =>
    Response.json(
      { code: 'NOT_FOUND', message: 'Requested function was not found' },
      { status: 404 },
    ),
  badName: () =>
    Response.json(
      { code: 'BAD_REQUEST', message: 'Function names are letters, digits, - and _ only' },
      { status: 400 },
    ),
  missingAuth: () =>
    Response.json({ code: 401, message: 'Missing authorization header' }, { status: 401 }),
  invalidJwt: () => Response.json({ code: 401, message: 'Invalid JWT' }, { status: 401 }),
  bootError: () =>
    Response.json(
      { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' },
      { status: 503 },
    ),
  workerError: () =>
    Response.json(
      { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' },
      { status: 500 },
    ),
};

/**
 * `verify_jwt = false` under `[functions.<name>]` in config.toml, as the CLI reads it. Only that
 * key matters here, so a full TOML parser would be dead weight.
 */
export function functionsWithoutJwt(toml: string): Set<string> {
  const open = new Set<string>();
  let section: string | null = null;
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const header = /^\[\s*functions\.("?)([A-Za-z0-9_-]+)\1\s*\]$/.exec(line);
    if (header) {
      section = header[2]!;
      continue;
    }
    if (line.startsWith('[')) {
      section = null;
      continue;
    }
    if (section && /^verify_jwt\s*=\s*false$/.test(line)) open.add(section);
  }
  return open;
}

// One store per process, kept on globalThis: the test run loads this module once per project,
// and the hook must read the store the calling stack's copy wrote to.
const ENV_STORE = Symbol.for('vstrechi.functions.env.store');
const functionEnv = ((globalThis as Record<symbol, unknown>)[ENV_STORE] ??= new AsyncLocalStorage<
  Record<string, string>
>()) as AsyncLocalStorage<Record<string, string>>;

/** Lets supabase/functions/_shared/env.ts read the settings of the stack running the call. */
function installLocalEnvHook() {
  (globalThis as Record<symbol, unknown>)[LOCAL_ENV_HOOK] = (name: string) =>
    functionEnv.getStore()?.[name];
}

export function createFunctionsServiceWith(ctx: ServiceContext, options: FunctionsOptions = {}) {
  const dir = path.resolve(options.functionsDir ?? path.join(REPO_ROOT, 'supabase', 'functions'));
  const tomlFile =
    options.configToml === undefined ? path.join(dir, '..', 'config.toml') : options.configToml;
  const cache = new Map<string, FunctionHandler>();
  // Supabase gives every function these three; the account functions call the API with them.
  // Per stack, not in process.env: two stacks may share a process (see _shared/env.ts).
  const stackEnv: Record<string, string> = {
    SUPABASE_URL: ctx.config.apiUrl,
    SUPABASE_ANON_KEY: ctx.config.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: ctx.config.serviceRoleKey,
  };
  installLocalEnvHook();

  const withoutJwt = () => {
    if (!tomlFile || !fs.existsSync(tomlFile)) return new Set<string>();
    return functionsWithoutJwt(fs.readFileSync(tomlFile, 'utf8'));
  };

  /**
   * Imported once per process: ESM has no unload, and a cache-busting query breaks TypeScript
   * loaders. Restart the stack after editing a function.
   */
  async function load(file: string, name: string): Promise<FunctionHandler> {
    const cached = cache.get(name);
    if (cached) return cached;
    const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      default?: unknown;
    };
    if (typeof mod.default !== 'function') {
      throw new Error(`${file} must export a default (req: Request) => Response function`);
    }
    const handler = mod.default as FunctionHandler;
    cache.set(name, handler);
    return handler;
  }

  const service: Service = {
    async handle(req, rawPath) {
      const [rawName = '', ...rest] = rawPath.replace(/^\/+/, '').split('/');
      let name: string;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        return replies.badName();
      }
      if (!NAME.test(name)) return name === '' ? replies.notFound() : replies.badName();
      const file = path.join(dir, name, 'handler.ts');
      if (!fs.existsSync(file)) return replies.notFound();

      if (!withoutJwt().has(name)) {
        const token = (req.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '').trim();
        if (!token) return replies.missingAuth();
        const result = await verifyJwt(token, ctx.config.jwtSecret);
        if (!result.ok) return replies.invalidJwt();
      }

      let handler: FunctionHandler;
      try {
        handler = await load(file, name);
      } catch (e) {
        console.error(`[functions] ${name} failed to load:`, e);
        return replies.bootError();
      }

      // the deployed function sees its own name as the first path segment, not /functions/v1
      const incoming = new URL(req.url);
      const url = new URL(`/${[rawName, ...rest].join('/')}${incoming.search}`, incoming.origin);
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const forwarded = new Request(url, {
        method: req.method,
        headers: req.headers,
        body: hasBody ? req.body : undefined,
        signal: req.signal,
        ...(hasBody ? { duplex: 'half' } : {}),
      } as RequestInit);
      try {
        const response = await functionEnv.run(stackEnv, () => handler(forwarded));
        if (!(response instanceof Response)) {
          console.error(`[functions] ${name} returned something other than a Response`);
          return replies.workerError();
        }
        return response;
      } catch (e) {
        console.error(`[functions] ${name} threw:`, e);
        return replies.workerError();
      }
    },
  };
  return service;
}

/** Mounted by the gateway at /functions/v1. */
export const createFunctionsService: ServiceFactory = (ctx) => createFunctionsServiceWith(ctx);
