import { createContext, use } from 'react';
import type { Inspect } from '../inspector';

/**
 * The Stately inspector the app was started with (`?inspect` in a development build), or none.
 * Features may not import the app, so the routes and the shell read it here and hand it to each
 * page as its `inspect` prop: every machine the app runs then reaches the inspector.
 */
export const InspectContext = /* @__PURE__ */ createContext<Inspect | undefined>(undefined);

// Production builds never inspect (src/app/inspector.ts): there this reads nothing, and the
// context drops out of the first chunk.
export const useInspect = () => (import.meta.env.DEV ? use(InspectContext) : undefined);
