import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { auditMachine } from '../../../machines/admin/audit.machine';
import type { AuditPage as Page, AuditQuery } from '../../../machines/admin/audit.types';
import { AuditPage } from '../../../src/features/admin/audit/audit-page';
import { auditMessages as m } from '../../../src/features/admin/audit/audit.messages';
import { AUDIT_PAGE_1, AUDIT_PAGE_2, NO_AUDIT } from '../../../tests/machines/admin/audit.fixtures';
import { text } from '../../../tests/support/messages';
import { liveInspector } from '../support/machine-channel';
import { inTurn, refuse, slow } from '../support/live-fakes';
import { expectPanelLastTold, liveParameters, recordPanel } from '../support/live-story';

const inspect = liveInspector('audit');

/**
 * The log on a fake `admin-audit`: the first read fails; then three pages of rows (the second
 * and third alike), and nothing under any filter but «any».
 */
function Live() {
  const [logic] = useState(() =>
    auditMachine.provide({
      actors: {
        loadAudit: slow(
          inTurn<Page, AuditQuery>(refuse(), ({ filters, page }) =>
            Object.values(filters).some((value) => value !== null)
              ? NO_AUDIT
              : page === 0
                ? AUDIT_PAGE_1
                : AUDIT_PAGE_2,
          ),
        ),
      },
    }),
  );
  return <AuditPage logic={logic} inspect={inspect} />;
}

/** /admin/audit running its machine, for the «Machine» panel to follow a retry and a page turn. */
const meta = {
  title: 'Machines/Live/Admin audit log',
  parameters: liveParameters('audit', '/admin/audit'),
  render: () => <Live />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RetryAndPage: Story = {
  play: async ({ canvas }) => {
    const seen = recordPanel();
    await userEvent.click(
      await canvas.findByRole('button', { name: text(m.retry) }, { timeout: 5000 }),
    );
    await userEvent.click(
      await canvas.findByRole('button', { name: text(m.next) }, { timeout: 5000 }),
    );
    await expectPanelLastTold(seen, { id: 'audit', lastEvent: 'xstate.done.actor.loadPage' });
    await expect(canvas.getByRole('button', { name: text(m.previous) })).toBeEnabled();
  },
};
