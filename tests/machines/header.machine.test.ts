import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { headerMachine } from '../../machines/layout/header.machine';
import {
  searchHref,
  selectAccountOpen,
  selectCanSubmitSearch,
  selectMenuOpen,
  selectQuery,
  selectSearchOpen,
  selectThemeOpen,
} from '../../machines/layout/header.selectors';
import { type SystemUnderTest } from '../support/model';
import { headerModel as model } from './header.model';
import { machineModelTests } from '../support/model-tests';

type Sut = SystemUnderTest<typeof headerMachine>;

function setup() {
  const searches: string[] = [];
  const actor = createActor(
    headerMachine.provide({
      actions: { navigateToSearch: (_, { query }) => void searches.push(query) },
    }),
  );
  let searchesBefore = 0;
  const send: (e: Parameters<typeof actor.send>[0]) => void = (e) => {
    searchesBefore = searches.length;
    actor.send(e);
  };
  const sut: Sut = {
    states: {
      'menu.closed': () => expect(selectMenuOpen(actor.getSnapshot())).toBe(false),
      'menu.open': () => expect(selectMenuOpen(actor.getSnapshot())).toBe(true),
      'search.closed': () => {
        const s = actor.getSnapshot();
        expect(selectSearchOpen(s)).toBe(false);
        // A closed box forgets what was typed, so reopening starts empty.
        expect(selectQuery(s)).toBe('');
        expect(selectCanSubmitSearch(s)).toBe(false);
      },
      'search.open': (expected) => {
        const s = actor.getSnapshot();
        expect(selectSearchOpen(s)).toBe(true);
        expect(selectQuery(s)).toBe(expected.context.query);
        expect(selectCanSubmitSearch(s)).toBe(expected.context.query.trim() !== '');
      },
      'theme.closed': () => expect(selectThemeOpen(actor.getSnapshot())).toBe(false),
      'theme.open': () => expect(selectThemeOpen(actor.getSnapshot())).toBe(true),
      'account.closed': () => expect(selectAccountOpen(actor.getSnapshot())).toBe(false),
      'account.open': () => expect(selectAccountOpen(actor.getSnapshot())).toBe(true),
    },
    events: {
      'menu.open': send,
      'menu.close': send,
      'search.toggle': send,
      'search.close': send,
      'search.change': send,
      'route.changed': send,
      'theme.toggle': send,
      'theme.close': send,
      'account.open': send,
      'account.close': send,
      'search.submit': (e) => {
        const before = actor.getSnapshot();
        send(e);
        const canSubmit = before.context.query.trim() !== '';
        expect(searches.length - searchesBefore).toBe(canSubmit ? 1 : 0);
        if (canSubmit) expect(searches.at(-1)).toBe(before.context.query.trim());
      },
    },
  };
  actor.start();
  return { actor, sut, searches };
}

describe('header machine (model-based)', () => {
  machineModelTests(model, setup);
});

describe('header machine (rules)', () => {
  it('navigates with the trimmed query and closes the box', () => {
    const { actor, searches } = setup();
    actor.send({ type: 'search.toggle' });
    actor.send({ type: 'search.change', value: '  йога в парке ' });
    actor.send({ type: 'search.submit' });
    expect(searches).toEqual(['йога в парке']);
    expect(actor.getSnapshot().matches({ search: 'closed' })).toBe(true);
  });

  it('does nothing on an empty submit', () => {
    const { actor, searches } = setup();
    actor.send({ type: 'search.toggle' });
    actor.send({ type: 'search.submit' });
    actor.send({ type: 'search.change', value: '  ' });
    actor.send({ type: 'search.submit' });
    expect(searches).toEqual([]);
    expect(actor.getSnapshot().matches({ search: 'open' })).toBe(true);
  });

  it('closes the menu too when a search is submitted, since it leaves the page', () => {
    const { actor } = setup();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'search.toggle' });
    actor.send({ type: 'search.change', value: 'лекции' });
    actor.send({ type: 'search.submit' });
    expect(actor.getSnapshot().matches({ menu: 'closed', search: 'closed' })).toBe(true);
  });

  it('never shows the theme popup and the avatar menu together', () => {
    const { actor } = setup();
    actor.send({ type: 'theme.toggle' });
    actor.send({ type: 'account.open' });
    expect(actor.getSnapshot().matches({ theme: 'closed', account: 'open' })).toBe(true);
    actor.send({ type: 'theme.toggle' });
    expect(actor.getSnapshot().matches({ theme: 'open', account: 'closed' })).toBe(true);
  });

  it('closes everything open when the route changes', () => {
    const { actor } = setup();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'search.toggle' });
    actor.send({ type: 'theme.toggle' });
    actor.send({ type: 'route.changed' });
    expect(actor.getSnapshot().value).toEqual({
      menu: 'closed',
      search: 'closed',
      theme: 'closed',
      account: 'closed',
    });
  });

  it('builds the events search address', () => {
    expect(searchHref('джаз & блюз')).toBe(
      '/events?q=%D0%B4%D0%B6%D0%B0%D0%B7+%26+%D0%B1%D0%BB%D1%8E%D0%B7',
    );
  });
});
