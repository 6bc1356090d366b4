import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  type LoadedGroup,
  type SaveGroupInput,
  groupFormMachine,
} from '../../machines/groups/group-form.machine';
import { GroupFormPage } from '../../src/features/groups/group-form-page';
import {
  AS_MEMBER,
  AS_OWNER,
  GROUP_ID,
  MALFORMED_ID,
  USER_ID,
  VALID_NAME,
} from '../../tests/machines/groups/form.model';
import { text, textPattern } from '../../tests/support/messages';
import { pending, rejected, resolved } from '../events/fakes';
import { inPageFrame } from '../pages/page-frame';
import { staticCover } from '../support/fixtures';

const logic = ({
  load = resolved<LoadedGroup, { groupId: string }>(AS_OWNER),
  save = resolved<string, SaveGroupInput>(GROUP_ID),
} = {}) => groupFormMachine.provide({ actors: { loadGroup: load, saveGroup: save } });

const notify = fn();

const meta = {
  title: 'Groups/Group form',
  component: GroupFormPage,
  parameters: { machine: { id: 'groupForm' }, layout: 'fullscreen', route: '/groups/create' },
  args: {
    logic: logic(),
    groupId: null,
    userId: USER_ID,
    isAdmin: false,
    notify,
    renderCover: staticCover(),
  },
  render: inPageFrame(GroupFormPage),
} satisfies Meta<typeof GroupFormPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const submit = (canvas: Canvas, name = 'groups.form.create') =>
  userEvent.click(canvas.getByRole('button', { name: text(name) }));
const fillValid = async (canvas: Canvas) => {
  await userEvent.type(
    canvas.getByRole('textbox', { name: textPattern('groups.form.name') }),
    VALID_NAME,
  );
  await userEvent.selectOptions(
    canvas.getByRole('combobox', { name: textPattern('groups.form.category') }),
    'food',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: textPattern('groups.form.city') }),
    'Казань',
  );
};

export const Editing: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      text('groups.form.createTitle'),
    );
    await expect(
      canvas.getByRole('radio', { name: textPattern('groups.form.public') }),
    ).toBeChecked();
  },
};

export const RequiredFieldsMissing: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await submit(canvas);
    await expect(canvas.getByText(text('groups.form.fixErrors', { count: 3 }))).toBeVisible();
    for (const id of [
      'groups.form.error.nameRequired',
      'groups.form.error.categoryRequired',
      'groups.form.error.cityRequired',
    ])
      await expect(canvas.getByText(text(id))).toBeVisible();
    // The first problem takes focus, wherever the person was
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: textPattern('groups.form.name') })).toHaveFocus(),
    );
  },
};

export const NameTooShort: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    const name = canvas.getByRole('textbox', { name: textPattern('groups.form.name') });
    await userEvent.clear(name);
    await userEvent.type(name, 'Кл');
    await submit(canvas);
    await expect(
      canvas.getByText(text('groups.form.error.nameTooShort', { min: 3 })),
    ).toBeVisible();
  },
};

export const PrivateOnline: Story = {
  parameters: { machine: { state: 'editing' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: text('groups.form.online') }));
    await expect(
      canvas.getByRole('textbox', { name: text('groups.form.cityOptional') }),
    ).not.toBeRequired();
    await userEvent.click(canvas.getByRole('radio', { name: textPattern('groups.form.private') }));
    await expect(
      canvas.getByRole('radio', { name: textPattern('groups.form.private') }),
    ).toBeChecked();
  },
};

export const UploadingCover: Story = {
  parameters: { machine: { state: 'editing' } },
  args: { renderCover: staticCover(true) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toBeInTheDocument();
  },
};

export const Saving: Story = {
  parameters: { machine: { state: 'saving' } },
  args: { logic: logic({ save: pending<string, SaveGroupInput>() }) },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expect(
      canvas.getByRole('button', { name: textPattern('groups.form.saving') }),
    ).toBeDisabled();
  },
};

export const SaveRefused: Story = {
  parameters: { machine: { state: 'editing' } },
  args: {
    logic: logic({ save: rejected<string, SaveGroupInput>('invalid') }),
  },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await expect(await canvas.findByText(text('groups.form.saveFailed'))).toBeVisible();
    await expect(canvas.getByText(text('groups.error.invalid'))).toBeVisible();
  },
};

export const Saved: Story = {
  parameters: { machine: { state: 'saved' } },
  play: async ({ canvas }) => {
    await fillValid(canvas);
    await submit(canvas);
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        variant: 'default',
        title: { id: 'groups.form.created' },
      }),
    );
  },
};

export const EditLoading: Story = {
  parameters: { machine: { state: 'loading' }, route: `/groups/${GROUP_ID}/edit` },
  args: { groupId: GROUP_ID, logic: logic({ load: pending<LoadedGroup, { groupId: string }>() }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text('groups.form.loading'))).toBeInTheDocument();
  },
};

export const EditAsOwner: Story = {
  parameters: { machine: { state: 'editing' }, route: `/groups/${GROUP_ID}/edit` },
  args: { groupId: GROUP_ID },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('textbox', { name: textPattern('groups.form.name') }),
    ).toHaveValue(AS_OWNER.values.name);
    await expect(canvas.getByRole('button', { name: text('groups.form.save') })).toBeEnabled();
  },
};

export const EditLoadFailed: Story = {
  parameters: { machine: { state: 'failed' }, route: `/groups/${GROUP_ID}/edit` },
  args: { groupId: GROUP_ID, logic: logic({ load: rejected<LoadedGroup, { groupId: string }>() }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('groups.form.failed'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: text('groups.form.retry') })).toBeEnabled();
  },
};

export const EditForbidden: Story = {
  parameters: { machine: { state: 'forbidden' }, route: `/groups/${GROUP_ID}/edit` },
  args: {
    groupId: GROUP_ID,
    logic: logic({ load: resolved<LoadedGroup, { groupId: string }>(AS_MEMBER) }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(text('groups.form.forbidden'))).toBeVisible();
  },
};

export const EditNotFound: Story = {
  parameters: { machine: { state: 'notFound' }, route: `/groups/${MALFORMED_ID}/edit` },
  args: { groupId: MALFORMED_ID },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: text('groups.form.notFound') })).toBeVisible();
  },
};
