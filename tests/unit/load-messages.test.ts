import { beforeEach, describe, expect, it, vi } from 'vitest';
import ru from '../../lang/compiled/ru.json';

// The first chunk's Russian as a production build makes it: a subset (scripts/shell-messages.ts).
vi.mock('virtual:vstrechi/ru-shell-messages', () => ({
  default: { 'app.name': [{ type: 0, value: 'Встречи' }] },
}));

const fresh = async () => {
  vi.resetModules();
  return import('../../src/i18n/load-messages');
};

describe('Russian messages split between the first chunk and pages', () => {
  beforeEach(() => localStorage.clear());

  it('gives the shell subset until a page asks for every text, then the whole language', async () => {
    const m = await fresh();
    expect(Object.keys(await m.loadMessages('ru'))).toEqual(['app.name']);
    expect(m.fullRussianMessages()).toBeNull();

    const notified = vi.fn();
    m.onFullRussianMessages(notified);
    await m.loadPageMessages();

    expect(notified).toHaveBeenCalledTimes(1);
    expect(m.fullRussianMessages()).toEqual(ru);
    expect(await m.loadMessages('ru')).toEqual(ru);
  });

  it('does not download Russian for a page shown in another language', async () => {
    localStorage.setItem('language', 'en');
    const m = await fresh();
    await m.loadPageMessages();
    expect(m.fullRussianMessages()).toBeNull();
  });

  it('brings the whole Russian when the visitor switches to it after a page', async () => {
    localStorage.setItem('language', 'de');
    const m = await fresh();
    await m.loadMessages('de');
    await m.loadPageMessages();
    expect(await m.loadMessages('ru')).toEqual(ru);
  });

  it('after a switch to Russian, a page loads the whole of it', async () => {
    localStorage.setItem('language', 'fr');
    const m = await fresh();
    await m.loadMessages('fr');
    expect(Object.keys(await m.loadMessages('ru'))).toEqual(['app.name']);
    await m.loadPageMessages();
    expect(m.fullRussianMessages()).toEqual(ru);
  });
});
