import { modelTests } from '../support/model-tests';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import {
  type Profile,
  type SaveProfileInput,
  profileMachine,
} from '../../machines/profile/profile.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { ProfilePage } from '../../src/features/profile/profile-page';
import { AVATAR_URL, USER, profileEvents, profileState } from '../machines/profile/profile.model';
import { controllable } from '../support/controllable';
import { createModel, type SystemUnderTest } from '../support/model';
import { renderPage } from './render-page';
import { box, fileInput, heading, instantUpload, pngFile } from './support/accounts';

type Sut = SystemUnderTest<typeof profileMachine>;

const model = createModel(profileMachine, {
  input: USER,
  serializeState: profileState,
  events: (s) =>
    profileEvents.filter((e) => {
      if (e.type === 'error.dismiss') return s.context.failure !== null;
      if (['field.change', 'avatar.change'].includes(e.type))
        return s.matches({ loaded: 'editing' });
      return true;
    }),
});

function setup() {
  const user = userEvent.setup();
  const load = controllable<Profile, { id: string }>();
  const save = controllable<Profile, SaveProfileInput>();
  const toasts: ToastRequest[] = [];
  renderPage(
    <ProfilePage
      logic={profileMachine.provide({
        actors: { loadProfile: load.logic, saveProfile: save.logic },
        actions: { logFailure: () => {} },
      })}
      avatarLogic={instantUpload(AVATAR_URL)}
      user={{ id: USER.userId, email: USER.email }}
      notify={(t) => toasts.push(t)}
    />,
    { path: '/profile' },
  );
  const sut: Sut = {
    states: {
      loading: () => {
        expect(heading()).toHaveTextContent('Профиль');
        expect(screen.getByRole('status')).toHaveTextContent('Загружаем профиль…');
        expect(load.lastInput).toEqual({ id: USER.userId });
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить профиль');
        // Translated by code; the service's own words never reach the page (issue 21, item 1).
        expect(screen.getByRole('alert')).toHaveTextContent('Нет прав на этот профиль');
        expect(screen.getByRole('alert')).not.toHaveTextContent('permission denied');
        expect(screen.getByRole('button', { name: 'Повторить' })).toBeEnabled();
      },
      'loaded.viewing': (expected) => {
        expect(screen.getByText(expected.context.profile!.fullName)).toBeVisible();
        expect(screen.getByText(USER.email)).toBeVisible();
        expect(screen.getByRole('img', { name: 'Фотография профиля' })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Редактировать' })).toBeEnabled();
      },
      'loaded.editing': (expected) => {
        // Only what the model tells apart: a name, or none.
        const name = (box('Полное имя') as HTMLInputElement).value;
        expect(Boolean(name.trim())).toBe(Boolean(expected.context.fullName.trim()));
        if (expected.context.validation) {
          expect(screen.getByText('Полное имя обязательно')).toBeVisible();
        } else {
          expect(screen.queryByText('Полное имя обязательно')).toBeNull();
        }
        if (expected.context.failure) {
          expect(screen.getByRole('alert')).toHaveTextContent('Ошибка обновления профиля');
          expect(screen.getByRole('alert')).toHaveTextContent('Нет прав на этот профиль');
          expect(screen.getByRole('alert')).not.toHaveTextContent('permission denied');
        } else {
          expect(screen.queryByRole('alert')).toBeNull();
        }
        if (expected.context.avatarUrl) {
          expect(
            screen.getByRole('img', { name: 'Фотография профиля: выбранное изображение' }),
          ).toHaveAttribute('src', AVATAR_URL);
        }
      },
      'loaded.saving': () => {
        expect(screen.getByRole('button', { name: /Сохраняем/ })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    events: {
      'xstate.done.actor.loadProfile': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadProfile': (e: any) => load.reject(e.error),
      'profile.retry': () => user.click(screen.getByRole('button', { name: 'Повторить' })),
      'edit.start': async () => {
        await user.click(screen.getByRole('button', { name: 'Редактировать' }));
        expect(box('Полное имя')).toHaveFocus();
      },
      'edit.cancel': () => user.click(screen.getByRole('button', { name: 'Отмена' })),
      'field.change': async (e) => {
        await user.clear(box('Полное имя'));
        await user.type(box('Полное имя'), e.value);
      },
      'avatar.change': async () => {
        await user.upload(fileInput(), pngFile());
        expect(
          await screen.findByRole('img', { name: 'Фотография профиля: выбранное изображение' }),
        ).toBeVisible();
      },
      'form.submit': () => user.click(screen.getByRole('button', { name: 'Сохранить' })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: 'Скрыть сообщение' })),
      'xstate.done.actor.saveProfile': async (e: any) => {
        await save.resolve(e.output);
        expect(toasts.at(-1)?.title.id).toBe('profile.toast.updated.title');
      },
      'xstate.error.actor.saveProfile': async (e: any) => {
        await save.reject(e.error);
        expect(toasts.at(-1)).toMatchObject({
          variant: 'destructive',
          title: { id: 'profile.saveFailed.title' },
          description: { id: 'profile.error.forbidden' },
        });
      },
    } as Sut['events'],
  };
  return { sut, user, save };
}

describe('profile page (model-based)', () => {
  modelTests(model, {
    setup,
    initial: () => createActor(profileMachine, { input: USER }).getSnapshot(),
  });
});
