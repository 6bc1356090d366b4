import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { adminContentMachine } from '../../machines/admin/content.machine';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { ContentPage } from '../../src/features/admin/content/content-page';
import {
  actionOn,
  adminContentMessages as m,
  sectionMessages,
} from '../../src/features/admin/content/content.messages';
import { FEATURED_EVENT, OPEN_GROUP, PUBLISHED_EVENT } from '../machines/admin/content.fixtures';
import { adminContentFakes, adminContentModel } from '../machines/admin/content.model';
import { logicOf, settlers } from '../support/controllable';
import { text } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { fill, setupUser } from './support/user';

type Sut = SystemUnderTest<typeof adminContentMachine>;

const titles: Record<string, string> = {
  [PUBLISHED_EVENT.id]: PUBLISHED_EVENT.title,
  [FEATURED_EVENT.id]: FEATURED_EVENT.title,
  [OPEN_GROUP.id]: OPEN_GROUP.name,
};
const named = (action: string, id: string) => text(actionOn, { action, name: titles[id]! });

/** /admin/content on fake services, the model's events sent as an admin would. */
function setup() {
  const user = setupUser();
  const fakes = adminContentFakes();
  const logic = adminContentMachine.provide({ actors: logicOf(fakes) });
  renderPage(<ContentPage logic={logic} />, { path: '/admin/content' });
  // hidden: behind an open dialog the page is hidden from the accessibility tree, not gone.
  const button = (name: string) => screen.queryByRole('button', { name, hidden: true });
  const items = () => screen.queryAllByTestId('content-item');
  const dialog = () => screen.queryByRole('alertdialog');
  const section = (s: any) =>
    expect(button(text(sectionMessages[s.context.section as 'events']))).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  const listed = (s: any) => {
    section(s);
    const rows = s.context.section === 'events' ? s.context.events : s.context.groups;
    expect(items()).toHaveLength(rows.length);
    for (const e of s.context.events)
      expect(button(named(text(e.featured ? m.unfeature : m.feature), e.id))).not.toBeNull();
    for (const g of s.context.groups)
      expect(button(named(text(m.close), g.id)) === null).toBe(g.closed);
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        section(s);
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
      },
      failed: () => {
        expect(screen.getByText(text(adminErrorOf('network')))).toBeVisible();
      },
      empty: () => {
        expect(screen.getByText(text(m.empty))).toBeVisible();
        expect(items()).toHaveLength(0);
      },
      'loaded.idle': async (s) => {
        listed(s);
        await waitFor(() => expect(dialog()).toBeNull());
      },
      'loaded.confirming': async (s: any) => {
        listed(s);
        const p = s.context.pending;
        const action = text(p.kind === 'unpublish' ? m.unpublish : m.close);
        const d = within(await screen.findByRole('alertdialog', { name: named(action, p.id) }));
        expect(d.getByRole('button', { name: text(m.cancel) })).toBeEnabled();
        if (p.reason.length > 500) expect(d.getByText(text(m.reasonTooLong))).toBeVisible();
      },
      'loaded.applying': (s: any) => {
        listed(s);
        const p = s.context.pending;
        expect(fakes.applyAction.lastInput).toMatchObject(
          p.kind === 'close' ? { action: 'closeGroup', groupId: p.id } : { eventId: p.id },
        );
        if (p.kind !== 'feature')
          expect(within(dialog()!).getByRole('button', { name: text(m.cancel) })).toBeDisabled();
      },
    },
    events: {
      retry: () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      'section.set': async (e) => {
        const b = button(text(sectionMessages[e.section]));
        if (b && !dialog()) await user.click(b);
      },
      'query.change': async (e) => {
        if (!dialog()) await fill(user, screen.getByRole('searchbox'), e.value);
      },
      'search.submit': async () => {
        if (!dialog()) await user.click(screen.getByRole('button', { name: text(m.search) }));
      },
      'filter.status': async (e) => {
        const box = screen.queryByRole('combobox', { name: text(m.status) });
        if (box && !dialog()) await user.selectOptions(box, e.status ?? '');
      },
      'filter.featured': async (e) => {
        const box = screen.queryByRole('combobox', { name: text(m.featured) });
        if (box && !dialog()) await user.selectOptions(box, String(e.featured));
      },
      'page.next': async () => {
        const b = screen.queryByRole('button', { name: text(m.next) });
        if (b) await user.click(b);
      },
      'page.previous': async () => {
        const b = screen.queryByRole('button', { name: text(m.previous) });
        if (b) await user.click(b);
      },
      'feature.toggle': async (e) => {
        const event = [PUBLISHED_EVENT, FEATURED_EVENT].find((x) => x.id === e.eventId)!;
        const b =
          button(named(text(m.unfeature), event.id)) ?? button(named(text(m.feature), event.id));
        if (b && !dialog()) await user.click(b);
      },
      'unpublish.start': async (e) => {
        const b = button(named(text(m.unpublish), e.eventId));
        if (b && !dialog()) await user.click(b);
      },
      'close.start': async (e) => {
        const b = button(named(text(m.close), e.groupId));
        if (b && !dialog()) await user.click(b);
      },
      'reason.change': async (e) => {
        if (dialog()) await fill(user, within(dialog()!).getByRole('textbox'), e.value);
      },
      'action.confirm': async () => {
        const d = dialog();
        if (!d) return;
        const action = within(d).queryByRole('button', { name: text(m.unpublish) });
        await user.click(action ?? within(d).getByRole('button', { name: text(m.close) }));
      },
      'action.cancel': async () => {
        if (dialog())
          await user.click(within(dialog()!).getByRole('button', { name: text(m.cancel) }));
      },
      ...settlers(fakes, (fn) => act(fn)),
    } as Sut['events'],
  };
  return { sut };
}

describe('/admin/content (model-based, through the page)', () => {
  modelTests(adminContentModel, {
    setup,
    initial: () => createActor(adminContentMachine).getSnapshot(),
    cover: { by: 'transitions' },
  });
});
