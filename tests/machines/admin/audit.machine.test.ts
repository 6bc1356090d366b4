// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { AUDIT_PAGE_SIZE, auditMachine } from '../../../machines/admin/audit.machine';
import { changesOf, selectAuditView } from '../../../machines/admin/audit.selectors';
import { logicOf, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { auditFakes } from './audit.fakes';
import { ADMIN, AUDIT_PAGE_1, FIRST_ENTRIES } from './audit.fixtures';
import { auditModel } from './audit.model';

type Sut = SystemUnderTest<typeof auditMachine>;

function setup() {
  const fakes = auditFakes();
  const load = fakes.loadAudit;
  const actor = createActor(auditMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectAuditView(actor.getSnapshot());
  const asked = (s: any) =>
    expect(load.lastInput).toEqual({
      filters: s.context.filters,
      page: s.context.page,
      pageSize: AUDIT_PAGE_SIZE,
    });
  const listed = (s: any) => {
    expect(view().lines.map((l) => l.id)).toEqual(s.context.entries.map((e: any) => e.id));
    expect(view().page).toBe(s.context.page + 1);
    expect(view().hasPrevious).toBe(s.context.page > 0);
    expect(view().hasNext).toBe((s.context.page + 1) * AUDIT_PAGE_SIZE < s.context.total);
  };
  const sut: Sut = {
    states: {
      loading: (s) => {
        expect(view().status).toBe('loading');
        expect(view().filtered).toBe(s.context.filters.kind !== null);
        asked(s);
      },
      loaded: (s) => {
        expect(view().status).toBe('loaded');
        listed(s);
      },
      paging: (s) => {
        expect(view().status).toBe('paging');
        asked(s);
        expect(view().lines.length).toBeGreaterThan(0);
      },
      empty: (s) => {
        expect(view().status).toBe('empty');
        expect(view().lines).toEqual([]);
        expect(view().filtered).toBe(s.context.filters.kind !== null);
      },
      failed: () => {
        expect(view().status).toBe('failed');
        expect(view().errorCode).toBe('network');
      },
    },
    events: {
      'page.next': (e) => actor.send(e),
      'page.previous': (e) => actor.send(e),
      'filters.set': (e) => actor.send(e),
      'filters.clear': (e) => actor.send(e),
      retry: (e) => actor.send(e),
      ...settlers({ loadAudit: load, loadPage: load }),
    } as Sut['events'],
  };
  return { actor, sut, fakes };
}

describe('admin audit log machine (model-based)', () => {
  machineModelTests(auditModel, setup);

  it('narrows by several filters at once, each from the first page, and clears them together', async () => {
    const { actor, fakes } = setup();
    await fakes.loadAudit.resolve(AUDIT_PAGE_1);
    actor.send({ type: 'page.next' });
    await fakes.loadAudit.resolve(AUDIT_PAGE_1);
    actor.send({ type: 'filters.set', filters: { actor: { id: ADMIN.id, label: 'Ольга' } } });
    actor.send({ type: 'filters.set', filters: { targetType: 'user', from: '2026-11-01' } });
    expect(fakes.loadAudit.lastInput).toEqual({
      filters: {
        kind: null,
        actor: { id: ADMIN.id, label: 'Ольга' },
        targetType: 'user',
        from: '2026-11-01',
        to: null,
      },
      page: 0,
      pageSize: AUDIT_PAGE_SIZE,
    });
    actor.send({ type: 'filters.clear' });
    expect(fakes.loadAudit.lastInput.filters).toEqual({
      kind: null,
      actor: null,
      targetType: null,
      from: null,
      to: null,
    });
    // Nothing to clear: no second read.
    const calls = fakes.loadAudit.calls.length;
    actor.send({ type: 'filters.clear' });
    expect(fakes.loadAudit.calls).toHaveLength(calls);
  });

  it('says which rows of how many show, and what each changed', async () => {
    const { actor, fakes } = setup();
    await fakes.loadAudit.resolve(AUDIT_PAGE_1);
    const view = selectAuditView(actor.getSnapshot());
    expect([view.first, view.last, view.total, view.pageCount]).toEqual([1, 5, 60, 3]);
    expect(view.lines[0]!.targetHref).toBe(`/users/${FIRST_ENTRIES[0]!.targetId}`);
    expect(view.lines[2]!.targetHref).toBe(`/events/${FIRST_ENTRIES[2]!.targetId}`);
    expect(view.lines[3]!.targetHref).toBeNull();
    expect(view.lines[2]!.changes).toEqual([
      { field: 'status', before: 'published', after: 'draft' },
      { field: 'reason', before: null, after: 'Спам' },
    ]);
  });

  it('lists only the values that changed', () => {
    expect(
      changesOf({
        before: { role: 'member', name: 'Анна' },
        after: { role: 'admin', name: 'Анна' },
      }),
    ).toEqual([{ field: 'role', before: 'member', after: 'admin' }]);
    expect(changesOf({ before: null, after: { tags: ['a'] } })).toEqual([
      { field: 'tags', before: null, after: '["a"]' },
    ]);
  });
});
