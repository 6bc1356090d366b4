/** Checks that stories of several screens make alike, each with its own texts. */
import type { MessageDescriptor } from 'react-intl';
import { expect, type within } from 'storybook/test';
import { text, textPattern } from '../../tests/support/messages';

/**
 * Waits for the button named `busy` (its text while a call is pending, e.g. «Публикуем…») and
 * expects it disabled: the story left the call pending, so the button stays busy.
 */
export async function expectBusy(scope: ReturnType<typeof within>, busy: MessageDescriptor) {
  await expect(await scope.findByRole('button', { name: textPattern(busy) })).toBeDisabled();
}

/** A play: the status named `label` is on the page (a loading placeholder's, at once). */
export const showsStatus =
  (label: MessageDescriptor) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await expect(canvas.getByRole('status', { name: text(label) })).toBeInTheDocument();
  };

/** A play: the text of `message` comes into view (after the story's call settles). */
export const showsText =
  (message: MessageDescriptor) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
    await expect(await canvas.findByText(text(message))).toBeVisible();
  };

/** A play: the button named `busy` is disabled while the story's call is left pending. */
export const showsBusy =
  (busy: MessageDescriptor) =>
  async ({ canvas }: { canvas: ReturnType<typeof within> }) =>
    expectBusy(canvas, busy);
