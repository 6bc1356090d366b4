import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageRow } from '../../machines/messages/chat.selectors';
import { reportMachine } from '../../machines/reports/report.machine';
import { reportTargetMessages } from '../../src/components/report/report.messages';
import { ReportProvider } from '../../src/components/report/report-provider';
import { ChatMessageItem } from '../../src/features/messages/chat-message';
import { text } from '../support/messages';
import { renderPage } from './render-page';

const row = (over: Partial<MessageRow>): MessageRow => ({
  kind: 'message',
  key: 'm-1',
  id: '5b0c1f4e-0000-4000-8000-000000000001',
  seq: 1,
  clientId: 'c-1',
  author: {
    id: 'a1b2c3d4-0000-4000-8000-000000000011',
    fullName: 'Анна Петрова',
    avatarUrl: null,
  } as never,
  mine: false,
  body: 'Привет всем',
  image: null,
  deleted: false,
  edited: false,
  createdAt: '2026-11-28T08:00:00.000Z',
  delivery: 'sent',
  error: null,
  replyTo: null,
  canReply: true,
  canEdit: false,
  canDelete: false,
  firstOfRun: true,
  ...over,
});

const noop = () => {};

function renderMessage(over: Partial<MessageRow>) {
  renderPage(
    <ReportProvider signedIn loadLogic={async () => reportMachine}>
      <ul>
        <ChatMessageItem
          row={row(over)}
          onReply={noop}
          onEdit={noop}
          onDelete={noop}
          onResend={noop}
          onDiscard={noop}
        />
      </ul>
    </ReportProvider>,
  );
  return screen.queryByRole('button', {
    name: new RegExp(`^${text(reportTargetMessages.message)}`),
  });
}

describe('«Пожаловаться» on a chat message', () => {
  it('is offered on someone else’s message', () => {
    expect(renderMessage({})).toBeInTheDocument();
  });
  it('is not offered on one’s own message', () => {
    expect(renderMessage({ mine: true, canEdit: true, canDelete: true })).toBeNull();
  });
  it('is not offered on a deleted message', () => {
    expect(renderMessage({ deleted: true, body: null })).toBeNull();
  });
});
