/**
 * A member's notifications bell: a chunk of its own that the header loads after the first frame
 * (./shell-bell.tsx), with the bell's machine and its real actors; supabase-js and the realtime
 * client come with its first request, the popover once the person heads for the bell.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { InspectionEvent } from 'xstate';
import type { bellMachine } from '../../../machines/notifications/bell.machine';
import { selectBellCount, selectBellOpen } from '../../../machines/notifications/bell.selectors';
import { UnreadBadge } from '../../features/layout/unread-badge';
import { BELL_POPOVER_ID, BellButton } from '../../features/notifications/bell-button';
import { bellLogic } from './bell.logic';

const loadPopover = () => import('../../features/notifications/bell-popover');
const BellPopover = lazy(loadPopover);

export interface BellProps {
  /** The bell's machine: the app's real actors, or a story's fakes. */
  logic: typeof bellMachine;
  inspect?: (event: InspectionEvent) => void;
  /** The unread count as it changes, for the phone menu's link. */
  onCount?: (count: number) => void;
}

/** The bell over a running machine: its button, and its popover once asked for. */
export function Bell({ logic, inspect, onCount }: BellProps) {
  const actor = useActorRef(logic, { inspect });
  const count = useSelector(actor, selectBellCount);
  const open = useSelector(actor, selectBellOpen);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  // Mounted (closed) once the person heads for the bell, so Ark opens it and moves focus in.
  const [requested, setRequested] = useState(false);

  // A socket asleep in a background tab may have missed a broadcast: read the count again.
  useEffect(() => {
    const onShow = () => document.visibilityState === 'visible' && actor.send({ type: 'refresh' });
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [actor]);
  useEffect(() => onCount?.(count), [onCount, count]);
  useEffect(() => () => onCount?.(0), [onCount]);

  return (
    <>
      <BellButton
        ref={setButton}
        count={count}
        open={open}
        badge={
          <UnreadBadge
            count={count}
            className={css({ position: 'absolute', top: '-1', right: '-1' })}
          />
        }
        onIntent={() => {
          setRequested(true);
          void loadPopover();
        }}
        onToggle={() => {
          setRequested(true);
          actor.send({ type: open ? 'popover.close' : 'popover.open' });
        }}
      />
      {/* The popover's place, after its button: Tab goes from the button into it. */}
      <div id={BELL_POPOVER_ID}>
        {requested && (
          <Suspense fallback={null}>
            <BellPopover actor={actor} opener={() => button} />
          </Suspense>
        )}
      </div>
    </>
  );
}

/** The app's bell: its real actors. */
export default function NotificationsBell(props: Omit<BellProps, 'logic'>) {
  return <Bell logic={bellLogic} {...props} />;
}
