import userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * user-event without its pause between actions: the default `delay: 0` still yields to the event
 * loop after every keystroke, which on a loaded machine costs more than the keystroke.
 */
export const setupUser = (options: Parameters<typeof userEvent.setup>[0] = {}): User =>
  userEvent.setup({ delay: null, ...options });

/**
 * Replaces a text control's value in one input event, as a paste does. For steps where what
 * matters is the value the form ends up with, not the typing: one re-render instead of one per
 * character.
 */
export async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.paste(value);
}
