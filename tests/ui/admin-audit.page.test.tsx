import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { AUDIT_PAGE_SIZE, auditMachine } from '../../machines/admin/audit.machine';
import type { AuditEntry } from '../../machines/admin/audit.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { AuditPage } from '../../src/features/admin/audit/audit-page';
import {
  actorFilterMessage,
  auditKindLabels,
  auditMessages as m,
  auditTargetLabels,
  changeMessage,
  onlyActorMessage,
  rangeMessage,
  removeActorFilterMessage,
} from '../../src/features/admin/audit/audit.messages';
import { auditFakes } from '../machines/admin/audit.fakes';
import { ADMIN, AUDIT_PAGE_1, FIRST_ENTRIES } from '../machines/admin/audit.fixtures';
import { auditModel } from '../machines/admin/audit.model';
import { logicOf, settlers } from '../support/controllable';
import { text } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof auditMachine>;

const rows = () => screen.queryAllByTestId('audit-row');
const kindSelect = () => screen.getByRole('combobox', { name: text(m.kind) });
const button = (message: Parameters<typeof text>[0]) =>
  screen.getByRole('button', { name: text(message) });

function renderAudit() {
  const user = setupUser();
  const fakes = auditFakes();
  renderPage(<AuditPage logic={auditMachine.provide({ actors: logicOf(fakes) })} />, {
    path: '/admin/audit',
  });
  return { user, fakes };
}

/** The page on its fake service, the model's events sent as an admin would. */
function setup() {
  const { user, fakes } = renderAudit();
  const load = fakes.loadAudit;
  const asked = (s: any) =>
    expect(load.lastInput).toEqual({
      filters: s.context.filters,
      page: s.context.page,
      pageSize: AUDIT_PAGE_SIZE,
    });
  const filters = (s: any) => expect(kindSelect()).toHaveValue(s.context.filters.kind ?? '');
  const listed = (s: any) => {
    const entries = s.context.entries as AuditEntry[];
    expect(rows().map((row) => row.dataset.id)).toEqual(entries.map((e) => e.id));
    expect(button(m.previous)).toHaveProperty('disabled', s.context.page === 0);
    expect(button(m.next)).toHaveProperty(
      'disabled',
      (s.context.page + 1) * AUDIT_PAGE_SIZE >= s.context.total,
    );
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        filters(s);
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
        asked(s);
      },
      loaded: (s) => {
        filters(s);
        listed(s);
        expect(screen.queryByRole('status')).toBeNull();
      },
      paging: (s) => {
        asked(s);
        expect(screen.getByRole('status')).toHaveTextContent(text(m.paging));
        expect(rows().length).toBeGreaterThan(0);
      },
      empty: (s) => {
        filters(s);
        const title = s.context.filters.kind ? m.emptyFilteredTitle : m.emptyTitle;
        expect(screen.getByRole('heading', { name: text(title) })).toBeInTheDocument();
        expect(rows()).toHaveLength(0);
      },
      failed: (s) => {
        filters(s);
        expect(screen.getByRole('alert')).toHaveTextContent(text(m.failedTitle));
        expect(screen.getByRole('alert')).toHaveTextContent(text(adminErrorOf('network')));
      },
    },
    events: {
      'page.next': () => user.click(button(m.next)),
      'page.previous': () => user.click(button(m.previous)),
      'filters.set': (e) => user.selectOptions(kindSelect(), e.filters.kind!),
      'filters.clear': () => user.click(button(m.clear)),
      retry: () => user.click(button(m.retry)),
      ...settlers({ loadAudit: load, loadPage: load }, (fn) => act(fn)),
    } as Sut['events'],
  };
  return { sut };
}

describe('/admin/audit (model-based, through the page)', () => {
  // Every state and declared transition, not every edge: the filter and paging edges multiply
  // by page and filter without adding a state or transition the machine test does not walk.
  modelTests(auditModel, {
    setup,
    initial: () => createActor(auditMachine).getSnapshot(),
    cover: { by: 'transitions' },
  });
});

describe('/admin/audit', () => {
  it('shows who did what to what and when, with what changed', async () => {
    const { fakes } = renderAudit();
    await act(() => fakes.loadAudit.resolve(AUDIT_PAGE_1));
    const [ban, role, unpublish, removed, created] = rows();
    expect(ban).toHaveTextContent(ADMIN.name!);
    expect(ban).toHaveTextContent(ADMIN.email);
    expect(ban).toHaveTextContent(text(auditKindLabels['user.ban']));
    expect(within(ban!).getByRole('link')).toHaveAttribute(
      'href',
      `/users/${FIRST_ENTRIES[0]!.targetId}`,
    );
    expect(within(ban!).getByRole('link')).toHaveTextContent(text(auditTargetLabels.user));
    // A nameless admin by their address; a deleted one as such.
    expect(role).toHaveTextContent('second-admin@vstrechi.test');
    expect(role).toHaveTextContent(
      text(changeMessage, { field: 'role', before: 'member', after: 'admin' }),
    );
    expect(unpublish).toHaveTextContent(text(auditKindLabels['event.unpublish']));
    expect(within(removed!).queryByRole('link')).toBeNull();
    expect(removed).toHaveTextContent(text(auditTargetLabels.message));
    expect(created).toHaveTextContent(text(m.deletedActor));
    expect(created).not.toHaveTextContent('deleted-a3@deleted.invalid');
    const when = within(ban!).getByText(
      new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(FIRST_ENTRIES[0]!.at),
      ),
    );
    expect(when).toHaveAttribute('datetime', FIRST_ENTRIES[0]!.at);
    expect(screen.getByRole('navigation', { name: text(m.pages) })).toHaveTextContent(
      text(rangeMessage, { first: 1, last: 5, total: 60 }).replace(/\s/g, ' '),
    );
  });

  it('narrows to one admin from a row, by target and dates, and back to everyone', async () => {
    const { user, fakes } = renderAudit();
    await act(() => fakes.loadAudit.resolve(AUDIT_PAGE_1));
    // Each of the admin's rows offers it; the first will do.
    await user.click(
      screen.getAllByRole('button', { name: text(onlyActorMessage, { name: ADMIN.name! }) })[0]!,
    );
    expect(fakes.loadAudit.lastInput.filters.actor).toEqual({ id: ADMIN.id, label: ADMIN.name });
    expect(screen.getByText(text(actorFilterMessage, { name: ADMIN.name! }))).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: text(m.targetType) }), 'event');
    await user.type(screen.getByLabelText(text(m.from)), '2026-11-01');
    await user.type(screen.getByLabelText(text(m.to)), '2026-11-28');
    expect(fakes.loadAudit.lastInput).toEqual({
      filters: {
        kind: null,
        actor: { id: ADMIN.id, label: ADMIN.name },
        targetType: 'event',
        from: '2026-11-01',
        to: '2026-11-28',
      },
      page: 0,
      pageSize: AUDIT_PAGE_SIZE,
    });
    await user.click(
      screen.getByRole('button', {
        name: text(removeActorFilterMessage, { name: ADMIN.name! }),
      }),
    );
    expect(fakes.loadAudit.lastInput.filters.actor).toBeNull();
    expect(fakes.loadAudit.lastInput.filters.targetType).toBe('event');
  });
});
