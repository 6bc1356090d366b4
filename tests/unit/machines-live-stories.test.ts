// @vitest-environment node
// Reads story sources as text: neither a DOM nor Storybook's browser runtime is needed.
import { describe, expect, it } from 'vitest';
import { machineModels } from '../machines/models';

/**
 * Every live story's source (stories/machines/live/), read as text rather than run: the
 * machine each one follows is the id it declares with `liveParameters('<id>', …)`, or with
 * `liveAppMeta('<id>', …)` for the app's providers' machines (which calls liveParameters).
 */
const sources = import.meta.glob<string>('../../stories/machines/live/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const declaration = /\b(?:liveParameters|liveAppMeta)\(\s*['"]([^'"]+)['"]/g;

const storiesById = new Map<string, string[]>();
for (const [path, source] of Object.entries(sources)) {
  for (const [, id] of source.matchAll(declaration)) {
    storiesById.set(id!, [...(storiesById.get(id!) ?? []), path.replace(/^(\.\.\/)+/, '')]);
  }
}

/**
 * Machines with no screen of their own, so no page to run them live in, each with why. None
 * today: every machine in machines/ drives a page or a part of one.
 */
const NO_SCREEN: Record<string, string> = {};

const ids = machineModels.map((m) => m.id);

describe('live stories (stories/machines/live/)', () => {
  it('finds the stories and what they declare (the glob and the pattern are not silently empty)', () => {
    expect(Object.keys(sources).length).toBeGreaterThanOrEqual(15);
    expect(storiesById.size).toBeGreaterThanOrEqual(15);
  });

  it.each(machineModels.map((m) => [m.id, m.file] as const))('has one for %s (%s)', (id, file) => {
    if (id in NO_SCREEN) {
      expect(storiesById.get(id), `${id} has a live story now: drop its exception`).toBeUndefined();
    } else {
      expect(
        storiesById.get(id),
        `${file} has no live story: add stories/machines/live/<name>.stories.tsx with liveParameters('${id}', …)`,
      ).toBeDefined();
    }
  });

  it('names only machines that exist (a renamed machine leaves no story or exception behind)', () => {
    const named = [...storiesById.keys(), ...Object.keys(NO_SCREEN)];
    expect(named.filter((id) => !ids.includes(id))).toEqual([]);
  });
});
