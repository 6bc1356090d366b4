// Worker-thread entry of the PGlite engine. Plain JavaScript because a worker starts without the
// parent's TypeScript loader when the parent is Vitest (vite-node) rather than tsx.
import { tsImport } from 'tsx/esm/api';

const { serve } = await tsImport('./pglite-host.ts', import.meta.url);
await serve();
