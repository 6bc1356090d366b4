// @vitest-environment node
// Machines are pure TypeScript: a DOM would only cost start-up time.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type GroupFormInput,
  type LoadedGroup,
  type SaveGroupInput,
  groupFormMachine,
} from '../../../machines/groups/group-form.machine';
import { selectGroupFormView } from '../../../machines/groups/group-form.selectors';
import {
  EMPTY_GROUP_FORM,
  GROUP_LIMITS,
  toGroupWrite,
  validateGroupForm,
} from '../../../machines/groups/group-form.validation';
import { controllable, sentTo, settlers } from '../../support/controllable';
import type { SystemUnderTest } from '../../support/model';
import { machineStartsTests } from '../../support/model-tests';
import {
  AS_OWNER,
  GROUP_ID,
  MALFORMED_ID,
  SAVED_VALUES,
  USER_ID,
  VALID_NAME,
  createGroupModel,
  editGroupModel,
  malformedGroupModel,
} from './form.model';

type Machine = typeof groupFormMachine;

function setup(input: GroupFormInput) {
  const load = controllable<LoadedGroup, { groupId: string }>();
  const save = controllable<string, SaveGroupInput>();
  const visited: string[] = [];
  const saved: boolean[] = [];
  const actor = createActor(
    groupFormMachine.provide({
      actors: { loadGroup: load.logic, saveGroup: save.logic },
      actions: {
        goToGroup: (_, { groupId }) => void visited.push(groupId),
        notifySaved: (_, { isNew }) => void saved.push(isNew),
      },
    }),
    { input },
  ).start();
  const view = () => selectGroupFormView(actor.getSnapshot());
  const sut: SystemUnderTest<Machine> = {
    states: {
      loading: () => {
        expect(view().status).toBe('loading');
        expect(load.lastInput).toEqual({ groupId: input.groupId });
      },
      failed: () => expect(view()).toMatchObject({ status: 'failed', failure: 'network' }),
      notFound: () => {
        expect(view().status).toBe('notFound');
        // A malformed id is never asked about
        if (input.groupId === MALFORMED_ID) expect(load.calls).toHaveLength(0);
      },
      forbidden: () => expect(view().status).toBe('forbidden'),
      editing: (expected) => {
        expect(view()).toMatchObject({ status: 'editing', values: expected.context.values });
        // A refused field shows beside the field the database named, as the model expects
        expect(view().errors).toEqual(expected.context.errors);
      },
      saving: (expected) => {
        expect(view().status).toBe('saving');
        expect(save.lastInput).toEqual({
          groupId: input.groupId,
          userId: USER_ID,
          write: toGroupWrite(expected.context.values),
        });
      },
      saved: () => {
        expect(view().status).toBe('saved');
        expect(visited).toEqual([GROUP_ID]);
        expect(saved).toEqual([input.groupId === null]);
      },
    },
    events: {
      ...sentTo(actor, 'field.change', 'form.submit', 'error.dismiss', 'retry'),
      ...settlers({ loadGroup: load, saveGroup: save }),
    } as SystemUnderTest<Machine>['events'],
  };
  return { actor, sut, load, save, view, visited };
}

const inputOf = (groupId: string | null) => ({ groupId, userId: USER_ID, isAdmin: false });

describe('group form machine (model-based)', () => {
  machineStartsTests(groupFormMachine, [
    ['create', createGroupModel, () => setup(inputOf(null))],
    ['edit', editGroupModel, () => setup(inputOf(GROUP_ID))],
    ['malformed id', malformedGroupModel, () => setup(inputOf(MALFORMED_ID))],
  ]);
});

describe('group form (rules)', () => {
  it('checks every limit of the database', () => {
    const valid = { ...SAVED_VALUES };
    expect(validateGroupForm(valid)).toEqual({});
    const at = (n: number) => 'я'.repeat(n);
    expect(validateGroupForm({ ...valid, name: '   ' }).name).toBe('name_required');
    // Counted trimmed, as char_length(btrim(name)) >= 3
    expect(validateGroupForm({ ...valid, name: ' ab ' }).name).toBe('name_too_short');
    expect(validateGroupForm({ ...valid, name: at(3) }).name).toBeUndefined();
    expect(validateGroupForm({ ...valid, name: at(GROUP_LIMITS.name.max) }).name).toBeUndefined();
    expect(validateGroupForm({ ...valid, name: at(81) }).name).toBe('name_too_long');
    // Code points, not UTF-16 units: 80 emoji fit
    expect(validateGroupForm({ ...valid, name: '🎲'.repeat(80) }).name).toBeUndefined();
    expect(validateGroupForm({ ...valid, description: at(5000) }).description).toBeUndefined();
    expect(validateGroupForm({ ...valid, description: at(5001) }).description).toBe(
      'description_too_long',
    );
    expect(validateGroupForm({ ...valid, categoryId: '' }).categoryId).toBe('category_required');
    expect(validateGroupForm({ ...valid, city: ' ' }).city).toBe('city_required');
    expect(validateGroupForm({ ...valid, city: '', isOnline: true }).city).toBeUndefined();
    expect(validateGroupForm({ ...valid, city: at(100) }).city).toBeUndefined();
    expect(validateGroupForm({ ...valid, city: at(101) }).city).toBe('city_too_long');
    expect(validateGroupForm({ ...valid, coverUrl: 'javascript:alert(1)' }).coverUrl).toBe(
      'cover_invalid',
    );
    expect(
      validateGroupForm({ ...valid, coverUrl: '/storage/v1/x.webp' }).coverUrl,
    ).toBeUndefined();
    expect(validateGroupForm({ ...valid, coverUrl: `https://x.ru/${at(2048)}` }).coverUrl).toBe(
      'cover_invalid',
    );
    expect(validateGroupForm({ ...valid, privacy: 'secret' as never }).privacy).toBe(
      'privacy_invalid',
    );
  });

  it('writes trimmed values, without a city for an online group left blank', () => {
    expect(
      toGroupWrite({ ...EMPTY_GROUP_FORM, name: '  Клуб  ', categoryId: 'art', isOnline: true }),
    ).toEqual({
      name: 'Клуб',
      description: '',
      categoryId: 'art',
      isOnline: true,
      city: null,
      coverUrl: null,
      privacy: 'public',
    });
  });

  it('shows errors only after the first attempt, then follows each change', () => {
    const { actor, view } = setup({ groupId: null, userId: USER_ID, isAdmin: false });
    actor.send({ type: 'field.change', field: 'name', value: 'Кл' });
    expect(view().errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(view().errors).toEqual({
      name: 'name_too_short',
      categoryId: 'category_required',
      city: 'city_required',
    });
    expect(view().reveal).toBe(1);
    actor.send({ type: 'field.change', field: 'isOnline', value: true });
    expect(view().errors).toEqual({ name: 'name_too_short', categoryId: 'category_required' });
    actor.send({ type: 'field.change', field: 'name', value: VALID_NAME });
    expect(view().errors).toEqual({ categoryId: 'category_required' });
  });

  it('lets an admin edit a group they do not run', async () => {
    const { load, view } = setup({ groupId: GROUP_ID, userId: USER_ID, isAdmin: true });
    await load.resolve({ ...AS_OWNER, role: null });
    expect(view()).toMatchObject({ status: 'editing', values: SAVED_VALUES });
  });

  it('lets a moderator edit', async () => {
    const { load, view } = setup({ groupId: GROUP_ID, userId: USER_ID, isAdmin: false });
    await load.resolve({ ...AS_OWNER, role: 'moderator' });
    expect(view().status).toBe('editing');
  });
});
