import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventFormMachine } from '../../machines/events/event-form.machine';
import type { EventFormValues } from '../../machines/events/events.types';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { EventFormPage, draftKey } from '../../src/features/events/event-form-page';
import {
  formMessages as f,
  pageMessages as p,
  validationMessages as v,
} from '../../src/features/events/events.messages';
import { EVENT_LIMITS } from '../../machines/events/event-limits';
import {
  DRAFT,
  EVENT_ID,
  MALFORMED_ID,
  NOW,
  PRICE_REFUSED,
  PUBLISHED,
  VALID,
  createModelForNew,
  eventFormFakes,
} from '../machines/events/event-form.model';
import { ORGANIZER_ID } from '../machines/events/fixtures';
import { logicOf } from '../support/controllable';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { anyTextPattern, text, textPattern } from '../support/messages';
import { renderPage } from './render-page';
import { fill, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof eventFormMachine>;
const RESTORED = { ...VALID, title: '' };

const title = () => screen.getByRole('textbox', { name: textPattern(f.title) });
const price = () => screen.getByRole('textbox', { name: textPattern(f.price) });
const SERVER_REJECTED = text(v.server_rejected);
const REFUSAL = text(f.forbiddenTitle);
const MODERATING = text(f.moderating);

function setup(eventId: string | null = null, isAdmin = false) {
  const user = setupUser();
  const fakes = eventFormFakes();
  const toasts: ToastRequest[] = [];
  const page = renderPage(
    <EventFormPage
      logic={eventFormMachine.provide({
        actors: logicOf(fakes),
      })}
      eventId={eventId}
      userId={ORGANIZER_ID}
      isAdmin={isAdmin}
      notify={(toast) => void toasts.push(toast)}
      renderCover={({ label }) => <p>{label}</p>}
      now={NOW}
    />,
    { path: eventId ? `/events/${eventId}/edit` : '/events/create' },
  );
  const stored = () =>
    JSON.parse(localStorage.getItem(draftKey(eventId)) ?? 'null') as EventFormValues | null;
  const sut: Sut = {
    states: {
      editing: (expected) => {
        expect(title()).toHaveValue(expected.context.values.title);
        const titleError = {
          title_required: text(v.title_required),
          title_too_short: text(v.title_too_short, EVENT_LIMITS.title),
        }[expected.context.errors.title as string];
        if (titleError) expect(screen.getByText(titleError)).toBeInTheDocument();
        else
          expect(
            screen.queryByText(
              anyTextPattern(v.title_required, textPattern(v.title_too_short, EVENT_LIMITS.title)),
            ),
          ).toBeNull();
        if (expected.context.errors.price === 'server_rejected') {
          expect(screen.getByText(SERVER_REJECTED)).toBeInTheDocument();
          expect(price()).toHaveAttribute('aria-invalid', 'true');
        }
        if (expected.context.failure) {
          expect(screen.getByText(text(f.saveFailed))).toBeInTheDocument();
        } else {
          expect(screen.queryByText(text(f.saveFailed))).toBeNull();
        }
        expect(!!screen.queryByRole('button', { name: text(f.discardDraft) })).toBe(
          expected.context.restored,
        );
      },
      saving: (expected) => {
        const name =
          expected.context.intent === 'draft'
            ? anyTextPattern(f.saveDraft, f.saving)
            : anyTextPattern(f.publish, f.saving);
        const buttons = screen.getAllByRole('button', { name });
        expect(buttons.some((b) => b.getAttribute('aria-busy') === 'true')).toBe(true);
        expect(fakes.saveEvent.lastInput.write.title).toBe(expected.context.values.title.trim());
      },
      saved: () => {
        expect(page.location()).toBe(`/events/${EVENT_ID}`);
        expect(stored()).toBeNull();
      },
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text(f.loading));
      },
      failed: () => {
        expect(screen.getByRole('button', { name: text(p.retry) })).toBeEnabled();
      },
      notFound: () => {
        expect(screen.getByRole('heading', { name: text(p.notFoundTitle) })).toBeVisible();
      },
      forbidden: () => {
        expect(screen.getByRole('heading', { name: REFUSAL })).toBeVisible();
      },
      confirmingCancel: () => {
        expect(screen.getByRole('alertdialog')).toBeVisible();
      },
      cancelling: () => {
        expect(screen.getByRole('button', { name: textPattern(f.cancelling) })).toBeDisabled();
      },
      cancelled: () => {
        expect(page.location()).toBe(`/events/${EVENT_ID}`);
      },
      // Deleting starts from a saved draft: the edit model reaches it (the machine test walks
      // it); the page's journey is the test 'deleting a draft' below.
      confirmingDelete: () => {
        expect(screen.getByRole('alertdialog', { name: text(f.deleteConfirmTitle) })).toBeVisible();
      },
      deleting: () => {
        expect(screen.getByRole('button', { name: textPattern(f.deleting) })).toBeDisabled();
      },
      deleted: () => {
        expect(page.location()).toBe('/profile');
      },
    },
    events: {
      'field.change': async (e) => {
        await fill(user, title(), String(e.value));
        expect(stored()?.title).toBe(e.value);
      },
      'form.publish': () => user.click(screen.getByRole('button', { name: text(f.publish) })),
      'form.saveDraft': () => user.click(screen.getByRole('button', { name: text(f.saveDraft) })),
      'draft.discard': () => user.click(screen.getByRole('button', { name: text(f.discardDraft) })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(p.dismiss) })),
      'xstate.done.actor.saveEvent': (e: any) => act(() => fakes.saveEvent.resolve(e.output)),
      'xstate.error.actor.saveEvent': (e: any) => act(() => fakes.saveEvent.reject(e.error)),
    } as Sut['events'],
  };
  return {
    sut,
    page,
    user,
    load: fakes.loadEvent,
    save: fakes.saveEvent,
    cancel: fakes.cancelEvent,
    remove: fakes.deleteEvent,
    toasts,
  };
}

beforeEach(() => localStorage.clear());

describe('event form page (model-based, a new event from a restored draft)', () => {
  modelTests(createModelForNew, {
    setup: () => {
      localStorage.setItem(draftKey(null), JSON.stringify(RESTORED));
      return setup();
    },
    // the edit model, which the machine test walks, covers the rest
    coverage: 'edges',
  });
});

describe('event form page (edit)', () => {
  it('loads the event, and cancelling it asks first', async () => {
    const { load, cancel, user, page } = setup(EVENT_ID);
    expect(screen.getByRole('status')).toHaveTextContent(text(f.loading));
    await act(() => load.resolve(PUBLISHED));
    expect(screen.getByRole('textbox', { name: textPattern(f.title) })).toHaveValue(VALID.title);
    expect(screen.queryByRole('button', { name: text(f.saveDraft) })).toBeNull();
    await user.click(screen.getByRole('button', { name: text(f.cancelEvent) }));
    expect(
      await screen.findByRole('alertdialog', { name: text(f.cancelConfirmTitle) }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: text(f.cancelConfirm) }));
    expect(cancel.lastInput).toEqual({ eventId: EVENT_ID });
    await act(() => cancel.resolve());
    expect(page.location()).toBe(`/events/${EVENT_ID}`);
  });

  it('tells someone else that only the organizer or an admin may edit', async () => {
    const { load } = setup(EVENT_ID);
    await act(() => load.resolve({ ...PUBLISHED, organizerId: 'someone-else' }));
    expect(screen.getByRole('heading', { name: REFUSAL })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: textPattern(f.title) })).toBeNull();
  });

  it('lets an admin edit and cancel someone else’s event, saying whose it is', async () => {
    const { load, save, cancel, user } = setup(EVENT_ID, true);
    await act(() => load.resolve({ ...PUBLISHED, organizerId: 'someone-else' }));
    expect(screen.queryByRole('heading', { name: REFUSAL })).toBeNull();
    expect(screen.getByText(MODERATING)).toBeVisible();
    expect(screen.getByRole('textbox', { name: textPattern(f.title) })).toHaveValue(VALID.title);
    await user.click(screen.getByRole('button', { name: text(f.saveChanges) }));
    expect(save.lastInput).toMatchObject({ eventId: EVENT_ID, write: { title: VALID.title } });
    await act(() => save.reject({ code: 'network', message: 'fetch failed' }));
    await user.click(screen.getByRole('button', { name: text(f.cancelEvent) }));
    await user.click(await screen.findByRole('button', { name: text(f.cancelConfirm) }));
    expect(cancel.lastInput).toEqual({ eventId: EVENT_ID });
  });

  it('shows the organizer no moderation note', async () => {
    const { load } = setup(EVENT_ID, true);
    await act(() => load.resolve(PUBLISHED));
    expect(screen.getByRole('textbox', { name: textPattern(f.title) })).toHaveValue(VALID.title);
    expect(screen.queryByText(MODERATING)).toBeNull();
  });

  it('asks for a venue and city offline, an https link online', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: text(f.publish) }));
    expect(screen.getByText(text(v.venue_required))).toBeInTheDocument();
    expect(screen.getByText(text(v.city_required))).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: text(f.online) }));
    await user.type(screen.getByRole('textbox', { name: textPattern(f.onlineUrl) }), 'http://x.ru');
    expect(screen.getByText(text(v.url_invalid))).toBeInTheDocument();
    expect(screen.queryByText(text(v.city_required))).toBeNull();
  });
});

describe('event form page: the database’s limits and refusals (issue 21)', () => {
  it('refuses a price the database cannot hold, at the field, and takes the person there', async () => {
    localStorage.setItem(draftKey(null), JSON.stringify(RESTORED));
    const { user, save } = setup();
    await fill(user, price(), '99999999999');
    await user.click(screen.getByRole('button', { name: text(f.publish) }));
    expect(save.calls).toHaveLength(0);
    expect(screen.getByText(text(v.price_too_high, EVENT_LIMITS.price))).toBeInTheDocument();
    // The first problem takes focus (the restored title is empty, so it comes first).
    expect(document.activeElement).toBe(title());
    await fill(user, title(), VALID.title);
    await user.click(screen.getByRole('button', { name: text(f.publish) }));
    expect(document.activeElement).toBe(price());
  });

  it('shows a refusal the database names on its field and focuses it', async () => {
    localStorage.setItem(draftKey(null), JSON.stringify(VALID));
    const { user, save } = setup();
    await user.click(screen.getByRole('button', { name: text(f.publish) }));
    await act(() => save.reject(PRICE_REFUSED));
    expect(price()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(SERVER_REJECTED)).toBeInTheDocument();
    expect(document.activeElement).toBe(price());
  });

  it('brings a refusal without a field into view: the alert takes focus', async () => {
    localStorage.setItem(draftKey(null), JSON.stringify(VALID));
    const { user, save } = setup();
    await user.click(screen.getByRole('button', { name: text(f.publish) }));
    await act(() => save.reject({ code: 'network', message: 'fetch failed' }));
    expect(document.activeElement).toContainElement(screen.getByText(text(f.saveFailed)));
  });

  it('limits every input to the database’s length (event-limits.ts)', async () => {
    const { user } = setup();
    expect(title()).toHaveAttribute('maxLength', '140');
    for (const [label, maxLength] of [
      [f.description, '10000'],
      [f.venueName, '200'],
      [f.address, '300'],
      [f.city, '100'],
    ] as const) {
      const box = screen.getByRole('textbox', { name: textPattern(label) });
      expect(box).toHaveAttribute('maxLength', maxLength);
    }
    await fill(user, title(), 'я'.repeat(200));
    expect(title()).toHaveValue('я'.repeat(140));
  });

  it('says not found at once for an id that cannot be an event’s, without asking', async () => {
    const { load } = setup(MALFORMED_ID);
    expect(screen.getByRole('heading', { name: text(p.notFoundTitle) })).toBeVisible();
    expect(load.calls).toHaveLength(0);
    expect(document.title).toContain(text(p.notFoundTitle));
  });
});

describe('event form page: deleting a draft', () => {
  it('asks first, deletes, tells and goes to the organizer’s events', async () => {
    const { load, remove, user, page, toasts } = setup(EVENT_ID);
    await act(() => load.resolve(DRAFT));
    await user.click(screen.getByRole('button', { name: text(f.deleteDraft) }));
    const dialog = await screen.findByRole('alertdialog', { name: text(f.deleteConfirmTitle) });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('button', { name: text(f.deleteKeep) }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: text(f.deleteDraft) }));
    await user.click(await screen.findByRole('button', { name: text(f.deleteConfirm) }));
    expect(remove.lastInput).toEqual({ eventId: EVENT_ID });
    await act(() => remove.resolve());
    expect(page.location()).toBe('/profile');
    expect(toasts.at(-1)?.title).toEqual({ id: 'events.form.draftDeleted' });
  });

  it('offers no delete for a published event: it is cancelled instead', async () => {
    const { load } = setup(EVENT_ID);
    await act(() => load.resolve(PUBLISHED));
    expect(screen.queryByRole('button', { name: text(f.deleteDraft) })).toBeNull();
    expect(screen.getByRole('button', { name: text(f.cancelEvent) })).toBeVisible();
  });
});
