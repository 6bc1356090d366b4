/** The chat panel with its real actors, for the signed-in viewer (chat-panel.tsx loads it). */
import { ChatPanel as Panel } from '../../features/messages/chat-panel';
import { useInspect } from '../contexts/inspect';
import { useViewer } from '../events/viewer';
import { AppReportProvider } from '../reports/report-provider';
import type { ChatPanelProps } from './chat-panel';
import { chatLogic } from './chat.logic';

export function LoadedChat({ conversationId, canModerate = false, readOnly }: ChatPanelProps) {
  const viewer = useViewer();
  const inspect = useInspect();
  // Only participants reach a chat; a visitor's page never shows one.
  if (viewer?.status !== 'member') return null;
  return (
    <AppReportProvider>
      <Panel
        key={`${conversationId}:${viewer.userId}`}
        logic={chatLogic}
        conversationId={conversationId}
        userId={viewer.userId}
        canModerate={canModerate || viewer.isAdmin}
        readOnly={readOnly}
        inspect={inspect}
      />
    </AppReportProvider>
  );
}
