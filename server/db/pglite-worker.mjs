// Worker-thread entry of the PGlite engine. Plain JavaScript because a worker starts without the
// parent's TypeScript loader (and under Vitest the parent has vite-node, not tsx).
// PGlite is imported natively first: through tsx's hooks its large bundle loads several times
// slower, and once cached here, the TypeScript below imports this same instance.
import '@electric-sql/pglite';
import { register } from 'tsx/esm/api';

register();
const { serve } = await import('./pglite-host.ts');
await serve();
