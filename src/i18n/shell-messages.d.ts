declare module 'virtual:vstrechi/ru-shell-messages' {
  /** Russian messages of the first chunk's own code (all of them in dev and tests): scripts/shell-messages.ts. */
  const messages: Record<string, unknown>;
  export default messages;
}
