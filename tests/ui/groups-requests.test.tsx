import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type DecisionQuery,
  type JoinRequestsInput,
  type RequestsPage as RequestsData,
  joinRequestsMachine,
} from '../../machines/groups/join-requests.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import {
  errorMessageOf,
  groupPageMessages as g,
  requestsMessages as m,
} from '../../src/features/groups/page/group-page.messages';
import { RequestsPage } from '../../src/features/groups/page/requests-page';
import { GROUP_ID, REQUESTS } from '../machines/groups/page.fixtures';
import { requestsMalformedModel, requestsModel } from '../machines/groups/requests.model';
import { controllable } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { ModelPath, SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof joinRequestsMachine>;

const MALFORMED_ID = 'not-a-uuid';
const nameOf = (id: string) => REQUESTS.find((r) => r.id === id)!.person.fullName!;

/** The moderators' queue, its answers the test's to give. */
function setup(groupId = GROUP_ID) {
  const user = setupUser();
  const load = controllable<RequestsData, JoinRequestsInput>();
  const decide = controllable<void, DecisionQuery>();
  const toasts: ToastRequest[] = [];
  renderPage(
    <RequestsPage
      logic={joinRequestsMachine.provide({
        actors: { loadRequests: load.logic, decideRequest: decide.logic },
      })}
      groupId={groupId}
      notify={(t) => void toasts.push(t)}
    />,
    { path: `/groups/${groupId}/requests` },
  );
  const settle = (fn: () => Promise<void>) => act(fn);
  const back = () =>
    expect(screen.getByRole('link', { name: text(m.backToGroup) })).toHaveAttribute(
      'href',
      `/groups/${groupId}`,
    );
  const rows = () => screen.queryAllByTestId('request');
  /** Every request the snapshot holds, in its order, and which of them the database refused. */
  const queue = (s: any) => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(m.title));
    const requests = s.context.page.requests as typeof REQUESTS;
    if (requests.length === 0) expect(screen.getByRole('status')).toHaveTextContent(text(m.empty));
    expect(rows()).toHaveLength(requests.length);
    requests.forEach((r, i) => expect(rows()[i]).toHaveTextContent(r.person.fullName!));
    const refused = s.context.refused;
    for (const [i, row] of rows().entries()) {
      const failed = within(row).queryByText(
        textPattern(refused?.decision === 'decline' ? m.declineFailed : m.approveFailed),
      );
      if (refused?.requestId === requests[i]!.id) {
        expect(failed).toBeInTheDocument();
        expect(within(row).getByText(text(errorMessageOf(refused.failure.code)))).toBeVisible();
      } else expect(failed).toBeNull();
    }
    back();
  };
  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
        expect(load.lastInput).toEqual({ groupId });
      },
      notFound: () => {
        expect(screen.getByText(text(errorMessageOf('not_found')))).toBeInTheDocument();
        expect(screen.queryByRole('button', { name: text(g.retry) })).toBeNull();
        if (groupId === MALFORMED_ID) expect(load.calls).toHaveLength(0);
        back();
      },
      forbidden: () => {
        expect(screen.getByText(text(m.forbiddenTitle))).toBeInTheDocument();
        expect(rows()).toEqual([]);
        back();
      },
      failed: () => {
        expect(screen.getByText(text(m.errorTitle))).toBeInTheDocument();
        expect(screen.getByText(text(errorMessageOf('network')))).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text(g.retry) })).toBeEnabled();
        back();
      },
      'ready.idle': (s) => {
        queue(s);
        for (const row of rows()) {
          expect(row).toHaveAttribute('aria-busy', 'false');
          for (const b of within(row).getAllByRole('button', { name: /./ }))
            if (b.textContent !== text(g.dismiss)) expect(b).toBeEnabled();
        }
      },
      'ready.deciding': (s) => {
        queue(s);
        const { requestId, decision } = s.context.pending!;
        expect(decide.lastInput).toEqual({ requestId, decision });
        for (const [i, row] of rows().entries()) {
          const deciding = s.context.page!.requests[i]!.id === requestId;
          expect(row).toHaveAttribute('aria-busy', String(deciding));
          if (deciding) {
            expect(
              within(row).getByRole('button', {
                name: textPattern(decision === 'approve' ? m.approving : m.declining),
              }),
            ).toBeDisabled();
          } else {
            // One decision at a time: the others wait.
            const name = nameOf(s.context.page!.requests[i]!.id);
            expect(
              within(row).getByRole('button', { name: `${text(m.approve)}: ${name}` }),
            ).toBeDisabled();
            expect(
              within(row).getByRole('button', { name: `${text(m.decline)}: ${name}` }),
            ).toBeDisabled();
          }
        }
      },
    },
    events: {
      retry: () => user.click(screen.getByRole('button', { name: text(g.retry) })),
      'request.decide': (e) =>
        user.click(
          screen.getByRole('button', {
            name: `${text(e.decision === 'approve' ? m.approve : m.decline)}: ${nameOf(e.requestId)}`,
          }),
        ),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(g.dismiss) })),
      'xstate.done.actor.loadRequests': (e: any) => settle(() => load.resolve(e.output)),
      'xstate.error.actor.loadRequests': (e: any) => settle(() => load.reject(e.error)),
      'xstate.done.actor.decideRequest': async () => {
        const { decision } = decide.lastInput;
        await settle(() => decide.resolve(undefined));
        expect(toasts.at(-1)).toEqual({
          variant: 'default',
          title: { id: (decision === 'approve' ? m.approvedToast : m.declinedToast).id },
        });
      },
      'xstate.error.actor.decideRequest': (e: any) => settle(() => decide.reject(e.error)),
    } as Sut['events'],
  };
  return { sut, toasts };
}

describe('join requests page (model-based)', () => {
  modelTests(requestsModel, {
    setup: () => setup(),
  });

  it('says not found at once for an address no group can have, without asking', async () => {
    // The malformed model has no edge to walk: its one state is its start.
    expect(requestsMalformedModel.coverPaths()).toEqual([]);
    const { sut } = setup(MALFORMED_ID);
    const none: ModelPath<typeof joinRequestsMachine> = { description: '', steps: [] };
    await requestsMalformedModel.run(
      none,
      sut,
      createActor(joinRequestsMachine, { input: { groupId: MALFORMED_ID } }).getSnapshot(),
    );
  });
});
