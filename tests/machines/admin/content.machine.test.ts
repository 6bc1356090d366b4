// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { adminContentMachine } from '../../../machines/admin/content.machine';
import { selectAdminContentView } from '../../../machines/admin/content.selectors';
import { CONTENT_PAGE_SIZE } from '../../../machines/admin/content.types';
import { logicOf, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineModelTests } from '../../support/model-tests';
import { adminContentFakes, adminContentModel } from './content.model';

type Sut = SystemUnderTest<typeof adminContentMachine>;

function setup() {
  const fakes = adminContentFakes();
  const actor = createActor(adminContentMachine.provide({ actors: logicOf(fakes) })).start();
  const view = () => selectAdminContentView(actor.getSnapshot());
  const listed = (s: any) => {
    expect(view().section).toBe(s.context.section);
    expect(view().events.map((e) => [e.id, e.featured, e.canUnpublish])).toEqual(
      s.context.events.map((e: any) => [e.id, e.featured, e.status === 'published']),
    );
    expect(view().groups.map((g) => [g.id, g.closed])).toEqual(
      s.context.groups.map((g: any) => [g.id, g.closed]),
    );
  };
  // The model tells snapshots apart coarsely (content.model.ts): the words searched and the reason
  // typed are read from the actor itself.
  const sut: Sut = {
    states: {
      loading: () => {
        const s = actor.getSnapshot();
        expect(view().status).toBe('loading');
        expect(fakes.loadContent.lastInput).toEqual({
          section: s.context.section,
          ...s.context.filters,
          page: s.context.page,
          pageSize: CONTENT_PAGE_SIZE,
        });
      },
      failed: () => expect(view()).toMatchObject({ status: 'failed', errorCode: 'network' }),
      empty: () => expect(view()).toMatchObject({ status: 'empty', events: [], groups: [] }),
      'loaded.idle': () => {
        const s: any = actor.getSnapshot();
        listed(s);
        expect(view()).toMatchObject({ status: 'loaded', locked: false, confirmation: null });
        // A featuring that failed says so on its row, nowhere else.
        const failed = view()
          .events.filter((e) => e.errorCode)
          .map((e) => e.id);
        expect(failed).toEqual(
          s.context.error && s.context.pending?.kind === 'feature' ? [s.context.pending.id] : [],
        );
      },
      'loaded.confirming': () => {
        const s: any = actor.getSnapshot();
        listed(s);
        expect(view().confirmation).toMatchObject({
          kind: s.context.pending.kind,
          id: s.context.pending.id,
          busy: false,
          tooLong: s.context.pending.reason.length > 500,
          errorCode: s.context.error?.code ?? null,
        });
      },
      'loaded.applying': () => {
        const s: any = actor.getSnapshot();
        listed(s);
        const p = s.context.pending;
        expect(view().locked).toBe(true);
        const reason = p.reason.trim() || undefined;
        const event = s.context.events.find((e: any) => e.id === p.id);
        expect(fakes.applyAction.lastInput).toEqual(
          p.kind === 'feature'
            ? { action: 'feature', eventId: p.id, featured: !event.featured }
            : p.kind === 'unpublish'
              ? { action: 'unpublish', eventId: p.id, reason }
              : { action: 'closeGroup', groupId: p.id, reason },
        );
        if (p.kind === 'feature') expect(view().events.find((e) => e.id === p.id)!.busy).toBe(true);
        else expect(view().confirmation).toMatchObject({ busy: true, errorCode: null });
      },
    },
    events: {
      ...sentTo(
        actor,
        'retry',
        'section.set',
        'query.change',
        'search.submit',
        'filter.status',
        'filter.featured',
        'page.next',
        'page.previous',
        'feature.toggle',
        'unpublish.start',
        'close.start',
        'reason.change',
        'action.confirm',
        'action.cancel',
      ),
      ...settlers(fakes),
    } as Sut['events'],
  };
  return { actor, sut };
}

describe('admin content machine (model-based)', () => {
  machineModelTests(adminContentModel, setup);
});
