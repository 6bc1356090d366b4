import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type LoadedGroup,
  type SaveGroupInput,
  groupFormMachine,
} from '../../machines/groups/group-form.machine';
import { toGroupWrite } from '../../machines/groups/group-form.validation';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { GroupFormPage } from '../../src/features/groups/group-form-page';
import {
  groupFormMessages as f,
  groupValidationMessages as v,
} from '../../src/features/groups/group-form.messages';
import { groupErrorMessages } from '../../src/features/groups/groups.messages';
import {
  AS_MEMBER,
  AS_OWNER,
  GROUP_ID,
  MALFORMED_ID,
  FORM_COVER,
  USER_ID,
  createGroupModel,
  editGroupModel,
  malformedGroupModel,
} from '../machines/groups/form.model';
import { controllable } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import type { SystemUnderTest } from '../support/model';
import { modelTests } from '../support/model-tests';
import { renderPage } from './render-page';
import { setupUser } from './support/user';

type Sut = SystemUnderTest<typeof groupFormMachine>;

const name = () => screen.getByRole('textbox', { name: textPattern(f.name) });
const category = () => screen.getByRole('combobox', { name: textPattern(f.category) });
const online = () => screen.getByRole('checkbox', { name: text(f.online) });
const FIELD_LABELS = { name: f.name, categoryId: f.category, city: f.city } as const;

function setup(groupId: string | null = null) {
  const user = setupUser();
  const load = controllable<LoadedGroup, { groupId: string }>();
  const save = controllable<string, SaveGroupInput>();
  const toasts: ToastRequest[] = [];
  const page = renderPage(
    <GroupFormPage
      logic={groupFormMachine.provide({ actors: { loadGroup: load.logic, saveGroup: save.logic } })}
      groupId={groupId}
      userId={USER_ID}
      isAdmin={false}
      notify={(toast) => void toasts.push(toast)}
      renderCover={({ label }) => <p>{label}</p>}
    />,
    { path: groupId ? `/groups/${groupId}/edit` : '/groups/create' },
  );
  const settle = (fn: () => Promise<void>) => act(fn);
  const heading = () => screen.getByRole('heading', { level: 1 });
  const sut: Sut = {
    states: {
      loading: () => {
        expect(screen.getByRole('status')).toHaveTextContent(text(f.loading));
      },
      failed: () => {
        expect(heading()).toHaveTextContent(text(f.failedTitle));
        expect(screen.getByRole('button', { name: text(f.retry) })).toBeEnabled();
      },
      notFound: () => {
        expect(heading()).toHaveTextContent(text(f.notFoundTitle));
      },
      forbidden: () => {
        expect(heading()).toHaveTextContent(text(f.forbiddenTitle));
      },
      editing: (expected) => {
        const { values, errors, failure } = expected.context;
        expect(name()).toHaveValue(values.name);
        expect(category()).toHaveValue(values.categoryId);
        expect(online()).toHaveProperty('checked', values.isOnline);
        for (const [field, label] of Object.entries(FIELD_LABELS)) {
          const control = screen.getByLabelText(textPattern(label), { selector: 'input, select' });
          if (errors[field as keyof typeof errors])
            expect(control).toHaveAttribute('aria-invalid', 'true');
          else expect(control).not.toHaveAttribute('aria-invalid');
        }
        if (errors.name === 'server_rejected')
          expect(screen.getByText(text(v.server_rejected))).toBeVisible();
        const count = Object.keys(errors).length;
        if (count) expect(screen.getByText(text(f.fixErrors, { count }))).toBeVisible();
        if (failure) {
          expect(screen.getByText(text(f.saveFailed))).toBeVisible();
          expect(screen.getByText(text(groupErrorMessages[failure.code]))).toBeVisible();
        } else expect(screen.queryByText(text(f.saveFailed))).toBeNull();
      },
      saving: (expected) => {
        expect(screen.getByRole('button', { name: textPattern(f.saving) })).toBeDisabled();
        expect(save.lastInput).toEqual({
          groupId,
          userId: USER_ID,
          write: toGroupWrite(expected.context.values),
        });
      },
      saved: () => {
        expect(page.location()).toBe(`/groups/${GROUP_ID}`);
        expect(toasts).toEqual([
          { variant: 'default', title: { id: groupId ? f.saved.id : f.created.id } },
        ]);
      },
    },
    events: {
      'field.change': async (e) => {
        if (e.field === 'name') {
          await user.clear(name());
          await user.type(name(), String(e.value));
        } else if (e.field === 'categoryId') {
          await user.selectOptions(category(), String(e.value));
        } else if (e.field === 'isOnline') {
          if ((online() as HTMLInputElement).checked !== e.value) await user.click(online());
        } else throw new Error(`No executor for ${e.field}`);
      },
      'form.submit': () =>
        user.click(screen.getByRole('button', { name: text(groupId ? f.save : f.create) })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(f.dismiss) })),
      retry: () => user.click(screen.getByRole('button', { name: text(f.retry) })),
      'xstate.done.actor.loadGroup': (e: any) => settle(() => load.resolve(e.output)),
      'xstate.error.actor.loadGroup': (e: any) => settle(() => load.reject(e.error)),
      'xstate.done.actor.saveGroup': (e: any) => settle(() => save.resolve(e.output)),
      'xstate.error.actor.saveGroup': (e: any) => settle(() => save.reject(e.error)),
    } as Sut['events'],
  };
  return { sut, page, load, save, user, toasts };
}

describe('group form page, creating (model-based)', () => {
  modelTests(createGroupModel, {
    setup: () => setup(null),
    // Loading, refusals to edit and not found belong to editing: the tests below
    coverage: 'edges',
    // Short walks: each step types into the page, and a long walk on a busy machine outlasts
    // any timeout (tests/machines/models.ts lists the same cover)
    cover: FORM_COVER,
    timeout: 120_000,
  });
});

describe('group form page, editing (model-based)', () => {
  modelTests(editGroupModel, {
    setup: () => setup(GROUP_ID),
    coverage: 'edges',
    // Every state and transition the edit reaches, by the fewest shortest paths: each step types.
    cover: { by: 'transitions' },
  });

  modelTests(malformedGroupModel, {
    setup: () => setup(MALFORMED_ID),
    coverage: 'edges',
    cover: { by: 'transitions' },
  });
});

describe('group form page, editing', () => {
  it('fills the form with the saved group and saves changes to it', async () => {
    const { load, save, user, page, toasts } = setup(GROUP_ID);
    expect(screen.getByRole('status')).toHaveTextContent(text(f.loading));
    await act(() => load.resolve(AS_OWNER));
    expect(name()).toHaveValue(AS_OWNER.values.name);
    await user.click(screen.getByRole('radio', { name: textPattern(f.private) }));
    await user.click(screen.getByRole('button', { name: text(f.save) }));
    expect(save.lastInput.write).toMatchObject({ privacy: 'private', name: AS_OWNER.values.name });
    await act(() => save.resolve(GROUP_ID));
    expect(page.location()).toBe(`/groups/${GROUP_ID}`);
    expect(toasts).toEqual([{ variant: 'default', title: { id: f.saved.id } }]);
  });

  it('tells a member who does not run the group that they may not edit it', async () => {
    const { load } = setup(GROUP_ID);
    await act(() => load.resolve(AS_MEMBER));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(f.forbiddenTitle));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('retries a failed load', async () => {
    const { load, user } = setup(GROUP_ID);
    await act(() => load.reject({ code: 'network', message: 'fetch failed' }));
    expect(screen.getByText(text(groupErrorMessages.network))).toBeVisible();
    await user.click(screen.getByRole('button', { name: text(f.retry) }));
    expect(load.calls).toHaveLength(2);
  });

  it('says not found at once for an address no group can have', () => {
    const { load } = setup(MALFORMED_ID);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text(f.notFoundTitle));
    expect(load.calls).toHaveLength(0);
  });

  it('focuses the first problem after a refused submit', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: text(f.create) }));
    await waitFor(() => expect(name()).toHaveFocus());
  });
});
