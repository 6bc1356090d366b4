import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  type LoadedEvent,
  type SaveEventInput,
  eventFormMachine,
} from '../../machines/events/event-form.machine';
import { EventFormPage, draftKey } from '../../src/features/events/event-form-page';
import { ImageUploadView } from '../../src/components/upload/image-upload-view';
import { fromPromise } from 'xstate';
import {
  DRAFT,
  EVENT_ID,
  MALFORMED_ID,
  NOW,
  PRICE_REFUSED,
  PUBLISHED,
  VALID,
} from '../../tests/machines/events/event-form.model';
import { PageFrame } from '../pages/page-frame';
import { ORGANIZER_ID, notify, pending, rejected, resolved } from './fakes';

const logic = ({
  load = resolved<LoadedEvent, { eventId: string }>(PUBLISHED),
  save = resolved<string, SaveEventInput>(EVENT_ID),
  remove = pending<void, { eventId: string }>(),
} = {}) =>
  eventFormMachine.provide({
    actors: {
      loadEvent: load,
      saveEvent: save,
      cancelEvent: pending<void, { eventId: string }>(),
      deleteEvent: remove,
    },
  });

const cover =
  (uploading = false) =>
  ({ value, label }: { value: string; label: string }) => (
    <ImageUploadView
      label={label}
      aspect="16:9"
      url={value || null}
      busy={uploading}
      uploading={uploading}
      progress={uploading ? 0.4 : 0}
      hasPreview={!!value}
      onSelect={() => {}}
      onRemove={() => {}}
    />
  );

const meta = {
  title: 'Events/Event form',
  component: EventFormPage,
  parameters: { layout: 'fullscreen', route: '/events/create' },
  args: {
    logic: logic(),
    eventId: null,
    userId: ORGANIZER_ID,
    isAdmin: false,
    notify,
    now: NOW,
    renderCover: cover(),
  },
  beforeEach: () => {
    localStorage.removeItem(draftKey(null));
    localStorage.removeItem(draftKey(EVENT_ID));
  },
  render: (args) => (
    <PageFrame>
      <EventFormPage {...args} />
    </PageFrame>
  ),
} satisfies Meta<typeof EventFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const publish = (canvas: ReturnType<typeof within>) =>
  userEvent.click(canvas.getByRole('button', { name: 'Опубликовать' }));
const type = async (canvas: ReturnType<typeof within>, name: RegExp, text: string) => {
  const box = canvas.getByRole('textbox', { name });
  await userEvent.clear(box);
  await userEvent.type(box, text);
};

export const Editing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Новое событие');
    await type(canvas, /Название/, 'Лекция о модернизме');
    await expect(JSON.parse(localStorage.getItem(draftKey(null))!).title).toBe(
      'Лекция о модернизме',
    );
  },
};

export const RequiredFieldsMissing: Story = {
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(canvas.getByText('Исправьте 6 ошибок')).toBeVisible();
    for (const text of [
      'Введите название',
      'Выберите категорию',
      'Укажите начало',
      'Укажите окончание',
      'Укажите место',
      'Укажите город',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const InvalidValues: Story = {
  beforeEach: () => {
    localStorage.setItem(
      draftKey(null),
      JSON.stringify({
        ...VALID,
        title: 'Ле',
        startsAt: '2030-05-01T10:00',
        endsAt: '2030-05-01T09:00',
        maxAttendees: '0',
        price: '-1',
      }),
    );
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    for (const text of [
      'Название должно быть не короче 3 символов',
      'Начало должно быть в будущем',
      'Окончание должно быть позже начала',
      'Количество мест — целое число больше нуля',
      'Цена — число не меньше нуля',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

export const TitleTooLong: Story = {
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify({ ...VALID, title: 'Очень '.repeat(30) }));
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(canvas.getByText('Название должно быть не длиннее 140 символов')).toBeVisible();
  },
};

export const OnlineNeedsHttps: Story = {
  beforeEach: () => {
    localStorage.setItem(
      draftKey(null),
      JSON.stringify({ ...VALID, isOnline: true, onlineUrl: 'http://zoom.us/j/1' }),
    );
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(canvas.getByText('Ссылка должна начинаться с https://')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Ссылка на трансляцию/ }));
    await expect(canvas.getByText('Укажите ссылку на трансляцию')).toBeVisible();
  },
};

export const DraftRestored: Story = {
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify(VALID));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Мы восстановили несохранённые изменения.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveValue(VALID.title);
    await userEvent.click(canvas.getByRole('button', { name: 'Начать заново' }));
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveValue('');
  },
};

export const UploadingCover: Story = {
  args: { renderCover: cover(true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  args: { logic: logic({ save: pending<string, SaveEventInput>() }) },
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify(VALID));
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(canvas.getByRole('button', { name: /Сохраняем/ })).toBeDisabled();
  },
};

export const SaveFailed: Story = {
  args: { logic: logic({ save: rejected<string, SaveEventInput>('forbidden') }) },
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify(VALID));
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(await canvas.findByText('Не удалось сохранить событие')).toBeVisible();
    await expect(canvas.getByText('У вас нет прав на это действие.')).toBeVisible();
  },
};

export const Saved: Story = {
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify(VALID));
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    // Saved: the draft is gone and the organiser is told so (the app then shows the event).
    await waitFor(() => expect(localStorage.getItem(draftKey(null))).toBeNull());
    await expect(notify).toHaveBeenCalledWith({
      variant: 'default',
      title: { id: 'events.form.published' },
    });
  },
};

export const EditLoading: Story = {
  parameters: { route: `/events/${EVENT_ID}/edit` },
  args: { eventId: EVENT_ID, logic: logic({ load: pending<LoadedEvent, { eventId: string }>() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Загружаем событие…')).toBeInTheDocument();
  },
};

export const EditForbidden: Story = {
  parameters: { route: `/events/${EVENT_ID}/edit` },
  args: {
    eventId: EVENT_ID,
    logic: logic({
      load: resolved<LoadedEvent, { eventId: string }>({ ...PUBLISHED, organizerId: 'x' }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        name: 'Изменить событие может только его организатор или администратор',
      }),
    ).toBeVisible();
  },
};

/** An admin on someone else's event: the form, with a note saying whose event it is. */
export const EditAsAdmin: Story = {
  parameters: { route: `/events/${EVENT_ID}/edit` },
  args: {
    eventId: EVENT_ID,
    isAdmin: true,
    logic: logic({
      load: resolved<LoadedEvent, { eventId: string }>({ ...PUBLISHED, organizerId: 'x' }),
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Вы редактируете событие другого организатора как администратор.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Название/ })).toHaveValue(VALID.title);
    await expect(canvas.getByRole('button', { name: 'Отменить событие' })).toBeEnabled();
  },
};

export const EditConfirmCancel: Story = {
  parameters: { route: `/events/${EVENT_ID}/edit` },
  args: { eventId: EVENT_ID },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Отменить событие' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Отменить событие?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, отменить' }));
    await expect(within(dialog).getByRole('button', { name: /Отменяем/ })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Опубликовать' })).toBeVisible();
  },
};

/** Issue 21: a price past numeric(10,2), published from the bottom of a phone's form. */
export const PriceTooHigh: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify({ ...VALID, price: '99999999999' }));
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    const price = canvas.getByRole('textbox', { name: /Цена/ });
    await expect(canvas.getByText('Цена должна быть не больше 99 999 999,99 ₽')).toBeVisible();
    await waitFor(() => expect(price).toHaveFocus());
  },
};

/** A refusal the form's rules did not foresee: on the field the database named, in focus. */
export const ServerRefusedField: Story = {
  args: {
    logic: logic({
      save: fromPromise<string, SaveEventInput>(async () => {
        throw PRICE_REFUSED;
      }),
    }),
  },
  beforeEach: () => {
    localStorage.setItem(draftKey(null), JSON.stringify(VALID));
  },
  play: async ({ canvas }) => {
    await publish(canvas);
    await expect(
      await canvas.findByText('Сервер не принял это значение: проверьте его'),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Цена/ })).toHaveFocus());
  },
};

/** An address no event can have: not found at once, nothing asked. */
export const EditMalformedId: Story = {
  parameters: { route: `/events/${MALFORMED_ID}/edit` },
  args: {
    eventId: MALFORMED_ID,
    logic: logic({ load: pending<LoadedEvent, { eventId: string }>() }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Событие не найдено' })).toBeVisible();
  },
};

const draftArgs = (remove = pending<void, { eventId: string }>()) => ({
  eventId: EVENT_ID,
  logic: logic({ load: resolved<LoadedEvent, { eventId: string }>(DRAFT), remove }),
});

export const EditConfirmDelete: Story = {
  parameters: { route: `/events/${EVENT_ID}/edit` },
  args: draftArgs(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить черновик' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Удалить черновик?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Оставить' })).toBeVisible();
  },
};

export const EditDeleting: Story = {
  parameters: { route: `/events/${EVENT_ID}/edit` },
  args: draftArgs(),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить черновик' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    await expect(within(dialog).getByRole('button', { name: /Удаляем/ })).toBeDisabled();
  },
};

export const EditDeleted: Story = {
  parameters: { route: `/events/${EVENT_ID}/edit` },
  args: draftArgs(resolved<void, { eventId: string }>(undefined)),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Удалить черновик' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        variant: 'default',
        title: { id: 'events.form.draftDeleted' },
      }),
    );
  },
};
