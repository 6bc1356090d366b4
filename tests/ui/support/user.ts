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

let moves = 0;

/**
 * Puts the mouse on the element as a real pointer gets there: from somewhere else. jsdom has no
 * layout, so user-event sends every pointer event at (0, 0), and zag's focus-visible ignores a
 * pointermove that does not move; a menu that focused itself on opening then stays in 'virtual'
 * modality and its items take no hover (Ark/zag menus highlight, then select, only a hovered item).
 */
export async function pointAt(user: User, element: Element) {
  moves += 1;
  await user.pointer({ target: element, coords: { clientX: moves, clientY: moves } });
}
