import { beforeEach, describe, expect, it, vi } from 'vitest';
import ru from '../../lang/compiled/ru.json';

// The first chunk's Russian as a production build makes it: its own texts only
// (scripts/shell-messages.ts).
vi.mock('virtual:vstrechi/ru-shell-messages', () => ({
  default: { 'app.name': [{ type: 0, value: 'Встречи' }] },
}));

const fresh = async () => {
  vi.resetModules();
  return import('../../src/i18n/load-messages');
};

const page = { 'about.title': [{ type: 0, value: 'О нас' }] };

describe('Russian messages brought by the chunks that show them', () => {
  beforeEach(() => localStorage.clear());

  it('starts with the first chunk’s texts and adds each chunk’s as it loads, without a download', async () => {
    const m = await fresh();
    expect(Object.keys(await m.loadMessages('ru'))).toEqual(['app.name']);

    const notified = vi.fn();
    m.onRussianMessages(notified);
    m.addRussianTexts(page);

    expect(notified).toHaveBeenCalledTimes(1);
    expect(Object.keys(m.russianMessages()).sort()).toEqual(['about.title', 'app.name']);
    expect(m.shellMessages('ru')).toBe(m.russianMessages());
    expect(m.shellMessages('en')).toBeNull();
  });

  it('tells nobody when a chunk brings nothing new', async () => {
    const m = await fresh();
    m.addRussianTexts(page);
    const before = m.russianMessages();
    const notified = vi.fn();
    m.onRussianMessages(notified);

    m.addRussianTexts(page);
    m.addRussianTexts({});

    expect(notified).not.toHaveBeenCalled();
    expect(m.russianMessages()).toBe(before);
  });

  it('texts of pages loaded in another language are at hand once the visitor switches', async () => {
    localStorage.setItem('language', 'de');
    const m = await fresh();
    await m.loadMessages('de');
    m.addRussianTexts(page);
    expect(m.russianMessages()).toHaveProperty('about.title');
  });

  it('a switch to Russian after another language brings the whole of it, as any language', async () => {
    localStorage.setItem('language', 'fr');
    const m = await fresh();
    await m.loadMessages('fr');
    const notified = vi.fn();
    m.onRussianMessages(notified);

    expect(await m.loadMessages('ru')).toEqual(ru);
    expect(m.russianMessages()).toEqual(ru);
    expect(notified).toHaveBeenCalledTimes(1);
    // Whole already: chunks loaded later change nothing.
    m.addRussianTexts({ 'only.in.a.chunk': [] });
    expect(m.russianMessages()).toEqual(ru);
  });
});
