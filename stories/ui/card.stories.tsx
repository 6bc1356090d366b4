import type { Meta, StoryObj } from '@storybook/react-vite';
import { Calendar, MapPin } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Link, useLocation } from 'wouter';
import { css } from 'styled-system/css';
import { hstack } from 'styled-system/patterns';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  ProgressBar,
} from '../../src/components/ui';
import { inBox } from '../support/decorators';

const meta = {
  title: 'UI/Card',
  component: Card,
  decorators: [inBox(css({ maxW: '22rem' }))],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

const meta_ = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
});

export const Basic: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Клуб любителей настольных игр</CardTitle>
        <CardDescription>Группа · 128 участников</CardDescription>
      </CardHeader>
      <CardBody>
        <p>Каждую пятницу играем в новые игры и учим новичков.</p>
      </CardBody>
      <CardFooter>
        <Button size="sm">Вступить</Button>
        <Button size="sm" variant="ghost">
          Подробнее
        </Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Клуб любителей настольных игр' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Вступить' })).toBeEnabled();
  },
};

function Location() {
  const [location] = useLocation();
  return <output aria-label="Текущий адрес">{location}</output>;
}

export const AsLink: Story = {
  render: () => (
    <>
      <Card asChild>
        <Link href="/events/42">
          <CardHeader>
            <div className={hstack({ gap: '2' })}>
              <Badge variant="solid">Бесплатно</Badge>
              <Badge variant="accent">Онлайн</Badge>
            </div>
            <CardTitle>Вечер React и TypeScript</CardTitle>
          </CardHeader>
          <CardBody>
            <span className={meta_}>
              <Calendar aria-hidden size={16} /> 12 мая, 19:00
            </span>
            <span className={meta_}>
              <MapPin aria-hidden size={16} /> Онлайн
            </span>
            <ProgressBar label="Участники" value={30} max={40} valueText="30 из 40" size="sm" />
          </CardBody>
        </Link>
      </Card>
      <Location />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Вечер React и TypeScript/ });
    await expect(link).toHaveAttribute('href', '/events/42');
    await userEvent.click(link);
    await expect(canvas.getByRole('status', { name: 'Текущий адрес' })).toHaveTextContent(
      '/events/42',
    );
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Basic.render,
  play: Basic.play,
};
