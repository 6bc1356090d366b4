import { createContext, useContext } from 'react';
import type { Inspect } from '../inspector';

/**
 * The Stately inspector the app was started with (`?inspect` in a development build), or none.
 * Features may not import the app, so the routes and the shell read it here and hand it to each
 * page as its `inspect` prop: every machine the app runs then reaches the inspector.
 */
export const InspectContext = createContext<Inspect | undefined>(undefined);

export const useInspect = () => useContext(InspectContext);
