import { expect, userEvent, waitFor, within } from 'storybook/test';
import { text, textPattern } from '../../tests/support/messages';

interface PlayContext {
  canvasElement: HTMLElement;
  canvas: ReturnType<typeof within>;
}

/**
 * What the paged catalogues' stories (events, groups) check in the states they share: one
 * machine's rules (machines/shared/paging.ts) drawn with each catalogue's own texts, whose ids
 * differ only by their start. Each story still names its state; `firstPage` returns the list for
 * a story's own checks after it.
 */
export function pagedCataloguePlays(ids: 'events.catalogue' | 'groups.catalogue') {
  const results = (canvasElement: HTMLElement) =>
    within(canvasElement).getByRole('region', { name: text(`${ids}.results`) });
  /** The stories' first page: 12 cards of 30 found. */
  const firstPage = async ({ canvasElement }: Pick<PlayContext, 'canvasElement'>) => {
    const list = results(canvasElement);
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(12));
    await expect(within(list).getByText(text(`${ids}.found`, { count: 30 }))).toBeInTheDocument();
    return list;
  };
  const loadMore = async (canvas: PlayContext['canvas']) =>
    userEvent.click(await canvas.findByRole('button', { name: text(`${ids}.loadMore`) }));
  return {
    results,
    firstPage,
    loading: async ({ canvasElement }: PlayContext) => {
      await expect(results(canvasElement)).toHaveAttribute('aria-busy', 'true');
      await expect(within(canvasElement).getByText(text(`${ids}.loading`))).toBeInTheDocument();
    },
    /** The first page failed; retrying brings it. */
    failed: async ({ canvas }: PlayContext) => {
      await expect(await canvas.findByText(text(`${ids}.error.title`))).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: text(`${ids}.error.retry`) }));
      await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    },
    loadingMore: async ({ canvas }: PlayContext) => {
      await loadMore(canvas);
      await expect(
        canvas.getByRole('button', { name: textPattern(`${ids}.loadingMore`) }),
      ).toBeDisabled();
    },
    moreFailed: async ({ canvas }: PlayContext) => {
      await loadMore(canvas);
      await expect(await canvas.findByText(textPattern(`${ids}.moreFailed`))).toBeVisible();
    },
  };
}
