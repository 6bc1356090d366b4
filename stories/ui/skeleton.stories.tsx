import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { css } from 'styled-system/css';
import { hstack, vstack } from 'styled-system/patterns';
import { Card, CardBody, Skeleton, VisuallyHidden } from '../../src/components/ui';

const meta = { title: 'UI/Skeleton', component: Skeleton } satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EventCardLoading: Story = {
  render: () => (
    <div aria-busy="true" className={css({ maxW: '22rem' })}>
      <VisuallyHidden role="status">Загружаем события…</VisuallyHidden>
      <Card>
        <Skeleton className={css({ h: '40', borderRadius: '0' })} />
        <CardBody>
          <Skeleton shape="text" className={css({ w: '3/4' })} />
          <Skeleton shape="text" className={css({ w: '1/2' })} />
          <div className={hstack({ gap: '3' })}>
            <Skeleton shape="circle" className={css({ w: '10', h: '10' })} />
            <div className={vstack({ alignItems: 'stretch', flex: '1', gap: '2' })}>
              <Skeleton shape="text" />
              <Skeleton shape="text" className={css({ w: '2/3' })} />
            </div>
          </div>
        </CardBody>
      </Card>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загружаем события…');
    const blocks = canvasElement.querySelectorAll('.skeleton');
    await expect(blocks.length).toBe(6);
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: EventCardLoading.render,
  play: EventCardLoading.play,
};
