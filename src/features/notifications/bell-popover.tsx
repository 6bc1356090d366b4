import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { bellMachine } from '../../../machines/notifications/bell.machine';
import { selectBellOpen, selectBellPopover } from '../../../machines/notifications/bell.selectors';
import { Popover } from '../../components/ui/popover';
import { BellPopoverView } from './bell-popover-view';
import { notificationsMessages as m } from './notifications.messages';

export type BellActor = ActorRefFrom<typeof bellMachine>;

export interface BellPopoverProps {
  actor: BellActor;
  /** The header's bell button: the popover sits against it and gives it focus back. */
  opener: () => HTMLElement | null;
}

/**
 * The bell's popover (Ark, non-modal: Escape, a click outside and Tab past its end close it), on
 * the bell's machine. A chunk of its own: the header loads it only once a member heads for the bell.
 */
export default function BellPopover({ actor, opener }: BellPopoverProps) {
  const t = useIntl().formatMessage;
  const open = useSelector(actor, selectBellOpen);
  const view = useSelector(actor, selectBellPopover);
  const close = () => actor.send({ type: 'popover.close' });
  return (
    <Popover
      title={t(m.title)}
      inline
      opener={opener}
      positioning={{ placement: 'bottom-end' }}
      open={open}
      onOpenChange={(next) => !next && close()}
    >
      <BellPopoverView
        {...view}
        onRetry={() => actor.send({ type: 'popover.retry' })}
        onReadAll={() => actor.send({ type: 'all.read' })}
        onFollow={close}
      />
    </Popover>
  );
}
