import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { createActor } from 'xstate';
import { type ToastRequest, toastMachine } from '../../machines/toast/toast.machine';
import {
  avatarKeptToast,
  signOutFailedToast,
  registeredToast,
  signedInToast,
} from '../../src/features/auth/auth-toasts';
import { MachineToastRegion } from '../../src/features/toast/machine-toast-region';
import { uploadFailedToast, uploadedToast } from '../../src/components/upload/upload-toasts';

/** The toast queue's region with one toast shown; timing is the machine's (paused on hover). */
function Shown({ toast }: { toast: ToastRequest }) {
  const [actor] = useState(() => createActor(toastMachine).start());
  useEffect(() => {
    actor.send({ type: 'toast.show', toast: { ...toast, durationMs: 60_000 } });
  }, [actor, toast]);
  return <MachineToastRegion toast={actor} />;
}

const meta = {
  title: 'Toast/Toasts',
  component: Shown,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Shown>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows =
  (title: string, description?: string): Story['play'] =>
  async () => {
    // Ark mounts the toast first and shows it on the next frame.
    await waitFor(() => expect(screen.getByText(title)).toBeVisible());
    if (description) await waitFor(() => expect(screen.getByText(description)).toBeVisible());
  };

export const SignedIn: Story = {
  args: { toast: signedInToast },
  play: shows('Вход выполнен', 'Добро пожаловать!'),
};

export const Registered: Story = {
  args: { toast: registeredToast },
  play: shows(
    'Успешная регистрация',
    'Для завершения регистрации проверьте вашу электронную почту',
  ),
};

/** A failure's text comes from its code, never the service's English words (issue 21, item 1). */
export const DestructiveByCode: Story = {
  args: { toast: signOutFailedToast({ code: 'network' }) },
  play: shows('Ошибка', 'Нет соединения с сервером. Проверьте интернет и попробуйте снова.'),
};

export const DestructiveUnknownCode: Story = {
  args: { toast: signOutFailedToast({ code: 'unknown' }) },
  play: shows('Ошибка', 'Произошла ошибка при выходе'),
};

export const UploadSucceeded: Story = {
  args: { toast: uploadedToast },
  play: shows('Успешно', 'Изображение загружено'),
};

/** At sign-up nothing is uploaded yet: the picture waits for the first sign-in (issue 21, item 9). */
export const AvatarKeptForFirstSignIn: Story = {
  args: { toast: avatarKeptToast },
  play: shows('Фото сохранено', 'Оно появится в профиле после первого входа в этом браузере.'),
};

export const UploadTooLarge: Story = {
  args: { toast: uploadFailedToast('too_large', null) },
  play: shows('Ошибка', 'Файл слишком большой. Максимальный размер: 5MB'),
};

export const UploadRefused: Story = {
  args: { toast: uploadFailedToast('upload_failed', 'new row violates row-level security policy') },
  play: async (ctx) => {
    await shows('Ошибка загрузки', 'Не удалось загрузить изображение')!(ctx);
    await expect(screen.queryByText(/row-level security/)).toBeNull();
  },
};

export const UploadException: Story = {
  args: { toast: uploadFailedToast('unexpected', null) },
  play: shows('Ошибка', 'Не удалось загрузить изображение'),
};

export const ClosedByTheUser: Story = {
  args: { toast: signedInToast },
  play: async () => {
    await screen.findByText('Вход выполнен');
    await userEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByText('Вход выполнен')).toBeNull());
  },
};
