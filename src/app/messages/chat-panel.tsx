/**
 * The chat of any conversation, for whichever page shows one (a group's, an event's, a direct
 * conversation): `<ChatPanel conversationId={id} />`. Its code, supabase-js and the realtime
 * channel load with the first chat shown, never with the page that links to it.
 */
import { Suspense, lazy } from 'react';
import { css } from 'styled-system/css';

const LoadedChat = lazy(() => import('./chat-loaded').then((m) => ({ default: m.LoadedChat })));

export interface ChatPanelProps {
  conversationId: string;
  /**
   * The viewer may delete anyone's message here (a group's owner or moderator, the event's
   * organiser): only shows the action, the database decides.
   */
  canModerate?: boolean;
  /** Nobody writes here any more (a direct conversation with a deleted account): no composer. */
  readOnly?: boolean;
}

export function ChatPanel(props: ChatPanelProps) {
  return (
    <Suspense fallback={<div aria-busy="true" className={css({ minH: '96' })} />}>
      <LoadedChat {...props} />
    </Suspense>
  );
}
