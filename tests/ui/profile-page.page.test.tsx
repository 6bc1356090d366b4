import { modelTests } from '../support/model-tests';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type Profile,
  type SaveProfileInput,
  profileMachine,
} from '../../machines/profile/profile.machine';
import type { ToastRequest } from '../../machines/toast/toast.machine';
import { previewAlt } from '../../src/components/upload/upload.messages';
import { ProfilePage } from '../../src/features/profile/profile-page';
import { myGroupsMessages } from '../../src/features/profile/my-groups.messages';
import { profileMessages as m } from '../../src/features/profile/profile.messages';
import {
  AVATAR_URL,
  LONG_BIO,
  USER,
  bioRefused,
  loaded,
  profilePageModel as model,
} from '../machines/profile/profile.model';
import { controllable } from '../support/controllable';
import { text, textPattern } from '../support/messages';
import { type SystemUnderTest } from '../support/model';
import { renderPage } from './render-page';
import { box, fileInput, heading, instantUpload, pngFile } from './support/accounts';

type Sut = SystemUnderTest<typeof profileMachine>;

const bioBox = () => screen.getByRole('textbox', { name: text(m.bio) });

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
        expect(heading()).toHaveTextContent(text(m.title));
        expect(screen.getByRole('status')).toHaveTextContent(text(m.loading));
        expect(load.lastInput).toEqual({ id: USER.userId });
      },
      failed: () => {
        expect(screen.getByRole('alert')).toHaveTextContent(text(m.loadFailedTitle));
        // Translated by code; the service's own words never reach the page (issue 21, item 1).
        expect(screen.getByRole('alert')).toHaveTextContent(text(m.errorForbidden));
        expect(screen.getByRole('alert')).not.toHaveTextContent('permission denied');
        expect(screen.getByRole('button', { name: text(m.retry) })).toBeEnabled();
      },
      'loaded.viewing': (expected) => {
        expect(screen.getByText(expected.context.profile!.fullName)).toBeVisible();
        expect(screen.getByText(USER.email)).toBeVisible();
        expect(screen.getByRole('img', { name: text(m.avatar) })).toBeInTheDocument();
        expect(screen.getByRole('button', { name: text(m.edit) })).toBeEnabled();
      },
      'loaded.editing': (expected) => {
        // Only what the model tells apart: a name, or none.
        const name = (box(m.fullName) as HTMLInputElement).value;
        expect(Boolean(name.trim())).toBe(Boolean(expected.context.fullName.trim()));
        if (expected.context.validation) {
          expect(screen.getByText(text(m.fullNameRequired))).toBeVisible();
        } else {
          expect(screen.queryByText(text(m.fullNameRequired))).toBeNull();
        }
        const failure = expected.context.failure;
        if (failure) {
          const said = text(failure.code === 'bio_too_long' ? m.errorBioTooLong : m.errorForbidden);
          const alert = screen
            .getAllByRole('alert')
            .find((a) => a.textContent?.includes(text(m.saveFailedTitle)))!;
          expect(alert).toHaveTextContent(said);
          expect(alert).not.toHaveTextContent('permission denied');
          // A refusal that names the bio shows there too, beside what was typed.
          if (failure.code === 'bio_too_long') {
            expect(bioBox()).toHaveAttribute('aria-invalid', 'true');
            expect(bioBox()).toHaveAccessibleDescription(expect.stringContaining(said));
          } else expect(bioBox()).not.toHaveAttribute('aria-invalid');
        } else {
          expect(screen.queryByRole('alert')).toBeNull();
        }
        if (expected.context.avatarUrl) {
          expect(
            screen.getByRole('img', { name: text(previewAlt, { label: text(m.avatar) }) }),
          ).toHaveAttribute('src', AVATAR_URL);
        }
      },
      'loaded.saving': () => {
        expect(screen.getByRole('button', { name: textPattern(m.saving) })).toHaveAttribute(
          'aria-busy',
          'true',
        );
      },
    },
    events: {
      'xstate.done.actor.loadProfile': (e: any) => load.resolve(e.output),
      'xstate.error.actor.loadProfile': (e: any) => load.reject(e.error),
      'profile.retry': () => user.click(screen.getByRole('button', { name: text(m.retry) })),
      'edit.start': async () => {
        await user.click(screen.getByRole('button', { name: text(m.edit) }));
        expect(box(m.fullName)).toHaveFocus();
      },
      'edit.cancel': () => user.click(screen.getByRole('button', { name: text(m.cancel) })),
      'field.change': async (e) => {
        const field = e.field === 'bio' ? bioBox() : box(e.field === 'city' ? m.city : m.fullName);
        await user.clear(field);
        await user.click(field);
        await user.paste(e.value);
        expect(field).toHaveValue(e.value);
      },
      'interest.toggle': async (e) => {
        const option = screen.getByRole('checkbox', {
          name: text(myGroupsMessages.categories[e.id]),
        });
        const was = (option as HTMLInputElement).checked;
        await user.click(option);
        expect((option as HTMLInputElement).checked).toBe(!was);
      },
      'attended.hide': async () => {
        // The model sends «hide» again once hidden: the box stays ticked.
        const hide = screen.getByRole('checkbox', { name: text(m.hideAttended) });
        if (!(hide as HTMLInputElement).checked) await user.click(hide);
        expect(screen.getByRole('checkbox', { name: text(m.hideAttended) })).toBeChecked();
      },
      'avatar.change': async () => {
        await user.upload(fileInput(), pngFile());
        expect(
          await screen.findByRole('img', { name: text(previewAlt, { label: text(m.avatar) }) }),
        ).toBeVisible();
      },
      'form.submit': () => user.click(screen.getByRole('button', { name: text(m.save) })),
      'error.dismiss': () => user.click(screen.getByRole('button', { name: text(m.dismiss) })),
      'xstate.done.actor.saveProfile': async (e: any) => {
        await save.resolve(e.output);
        expect(toasts.at(-1)?.title.id).toBe('profile.toast.updated.title');
      },
      'xstate.error.actor.saveProfile': async (e: any) => {
        const bio = (bioBox() as HTMLTextAreaElement).value;
        await save.reject(e.error);
        expect(toasts.at(-1)).toMatchObject({
          variant: 'destructive',
          title: { id: 'profile.saveFailed.title' },
          description: {
            id:
              e.error.code === 'bio_too_long'
                ? 'profile.error.bioTooLong'
                : 'profile.error.forbidden',
          },
        });
        expect(bioBox()).toHaveValue(bio);
      },
    } as Sut['events'],
  };
  return { sut, user, load, save };
}

describe('profile page (model-based)', () => {
  modelTests(model, {
    setup,
    initial: () => createActor(profileMachine, { input: USER }).getSnapshot(),
    // Each field's typing multiplies the model's edges without a state or transition more: every
    // declared transition and state, by the fewest walks, keeps the page test to a few renders.
    cover: { by: 'transitions' },
  });
});

describe('profile page: a refusal from the database', () => {
  it('says a bio that is too long on its field and keeps every word typed', async () => {
    const { user, load, save } = setup();
    await load.resolve(loaded);
    await user.click(screen.getByRole('button', { name: text(m.edit) }));
    await user.click(bioBox());
    await user.paste(LONG_BIO);
    await user.click(
      screen.getByRole('checkbox', { name: text(myGroupsMessages.categories.food) }),
    );
    await user.click(screen.getByRole('button', { name: text(m.save) }));
    expect(save.lastInput).toMatchObject({ bio: LONG_BIO.trim(), interests: ['art', 'food'] });
    await save.reject(bioRefused);
    expect(bioBox()).toHaveValue(LONG_BIO);
    expect(bioBox()).toHaveAttribute('aria-invalid', 'true');
    expect(bioBox()).toHaveAccessibleDescription(expect.stringContaining(text(m.errorBioTooLong)));
    expect(
      screen.getByRole('checkbox', { name: text(myGroupsMessages.categories.food) }),
    ).toBeChecked();
  });
});
