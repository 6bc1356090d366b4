/**
 * A chat that wrote the viewer's read position says so on `window`; the header's badge (loaded on
 * its own, src/app/messages/unread.logic.ts) reads its total again instead of waiting for its poll
 * or the next page. An event, not an import: the chat and the badge load in different chunks, and
 * the first page carries neither.
 */
export const MESSAGES_READ = 'vstrechi:messages-read';

export const announceRead = () => window.dispatchEvent(new Event(MESSAGES_READ));
