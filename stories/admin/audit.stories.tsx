import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, type within } from 'storybook/test';
import { auditMachine } from '../../machines/admin/audit.machine';
import type { AuditPage as Page, AuditQuery } from '../../machines/admin/audit.types';
import { adminErrorOf } from '../../src/features/admin/admin.messages';
import { AuditPage } from '../../src/features/admin/audit/audit-page';
import {
  auditMessages as m,
  actorFilterMessage,
  onlyActorMessage,
} from '../../src/features/admin/audit/audit.messages';
import {
  ADMIN,
  AUDIT_PAGE_1,
  AUDIT_PAGE_2,
  NO_AUDIT,
} from '../../tests/machines/admin/audit.fixtures';
import { text } from '../../tests/support/messages';
import { answers } from '../support/answers';
import { AdminFrame } from './admin-frame';

type Answer = Page | 'pending' | 'error';

/** The log on a fake `admin-audit`: its answers in turn, the last one for every read after. */
const logic = (...results: Answer[]) =>
  auditMachine.provide({ actors: { loadAudit: answers<Page, AuditQuery>(...results) } });

const rows = (canvas: ReturnType<typeof within>) => canvas.findAllByTestId('audit-row');

const meta = {
  title: 'Admin/Audit log',
  component: AuditPage,
  parameters: { machine: { id: 'audit' }, layout: 'fullscreen', route: '/admin/audit' },
  args: { logic: logic(AUDIT_PAGE_1, AUDIT_PAGE_2) },
  render: (args) => (
    <AdminFrame tab="audit">
      <AuditPage {...args} />
    </AdminFrame>
  ),
} satisfies Meta<typeof AuditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { machine: { state: 'loading' } },
  args: { logic: logic('pending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: text(m.loading) })).toBeInTheDocument();
  },
};

/** A ban, a role change, an unpublished event, a removed message, a user created by an admin since deleted. */
export const Loaded: Story = {
  parameters: { machine: { state: 'loaded' } },
  play: async ({ canvas }) => {
    await expect(await rows(canvas)).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: text(m.previous) })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: text(m.next) })).toBeEnabled();
  },
};

/** The next page asked for: the rows shown stay until it arrives. */
export const Paging: Story = {
  parameters: { machine: { state: 'paging' } },
  args: { logic: logic(AUDIT_PAGE_1, 'pending') },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: text(m.next) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(text(m.paging));
    await expect(await rows(canvas)).toHaveLength(5);
  },
};

/** Narrowed to one admin from a row: the chip names them, «reset» clears it. */
export const FilteredByAdmin: Story = {
  parameters: { machine: { state: 'loaded' } },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.click(
      canvas.getAllByRole('button', { name: text(onlyActorMessage, { name: ADMIN.name! }) })[0]!,
    );
    await expect(
      await canvas.findByText(text(actorFilterMessage, { name: ADMIN.name! })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.clear) })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic(NO_AUDIT) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: text(m.emptyTitle) })).toBeVisible();
  },
};

/** Nothing under the filters chosen: the screen says so and offers the reset. */
export const EmptyFiltered: Story = {
  parameters: { machine: { state: 'empty' } },
  args: { logic: logic(AUDIT_PAGE_1, NO_AUDIT) },
  play: async ({ canvas }) => {
    await rows(canvas);
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: text(m.kind) }),
      'group.close',
    );
    await expect(
      await canvas.findByRole('heading', { name: text(m.emptyFilteredTitle) }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: text(m.clear) })).toBeEnabled();
  },
};

export const Failed: Story = {
  parameters: { machine: { state: 'failed' } },
  args: { logic: logic('error', AUDIT_PAGE_1) },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(text(m.failedTitle));
    await expect(alert).toHaveTextContent(text(adminErrorOf('network')));
  },
};

/** At phone width each row stacks, its cells named; nothing scrolls sideways. */
export const Phone: Story = {
  parameters: { machine: { state: 'loaded' } },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await rows(canvas);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};
