/**
 * A page's parts that only a signed-in person uses (menus, forms, confirmations), in a chunk of
 * their own: a visitor's page never loads them. `useTools(wanted)` gives them from the first
 * render once loaded, else loads them and renders again; null for a visitor. Tests and stories
 * call `preload` before they render, so every state shows at once.
 */
import { useEffect, useState } from 'react';

export function lazyTools<T>(load: () => Promise<T>) {
  let loaded: T | null = null;
  const preload = () => load().then((tools) => (loaded = tools));

  function useTools(wanted: boolean): T | null {
    const [tools, setTools] = useState(loaded);
    useEffect(() => {
      if (!wanted || tools) return;
      let mounted = true;
      // A chunk that does not arrive leaves the page as a visitor's, without the tools.
      preload().then(
        (arrived) => mounted && setTools(() => arrived),
        () => {},
      );
      return () => {
        mounted = false;
      };
    }, [wanted, tools]);
    return wanted ? tools : null;
  }

  return { preload, useTools };
}
