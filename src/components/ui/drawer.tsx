import { Drawer as ArkDrawer } from '@ark-ui/react/drawer';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { drawer } from 'styled-system/recipes/drawer';
import { CloseButton } from './close-button';
import { modalRootProps, type OverlayProps } from './overlay-props';

export type DrawerSide = 'start' | 'end' | 'bottom';

/** Which way a swipe closes the sheet, by the edge it sits at. */
const SWIPE = { start: 'start', end: 'end', bottom: 'down' } as const;

export interface DrawerProps extends OverlayProps {
  /** Buttons at the bottom; wrap a cancel button in `<DrawerClose>` to close on click. */
  footer?: ReactNode;
  /** An element that opens the sheet (a Button); Ark adds aria-haspopup/expanded/controls to it. */
  trigger?: ReactElement;
  /** The edge it comes from: a side sheet (`start`, `end`) or a bottom sheet. */
  side?: DrawerSide;
  /** Where focus goes on close when there is no `trigger` (a button outside a lazy drawer). */
  finalFocusEl?: () => HTMLElement | null;
  /** The content's id, for an opener outside it to name in aria-controls. */
  id?: string;
}

/**
 * Ark Drawer: a modal sheet at an edge of the screen, with Ark's focus trap, focus return, Escape,
 * outside click, scroll lock and swipe to close; labelled by its title.
 */
export function Drawer({
  title,
  description,
  children,
  footer,
  trigger,
  side = 'end',
  open,
  defaultOpen,
  onOpenChange,
  finalFocusEl,
  id,
  className,
}: DrawerProps) {
  const styles = drawer({ side });
  return (
    <ArkDrawer.Root
      {...modalRootProps({ open, defaultOpen, onOpenChange, finalFocusEl })}
      swipeDirection={SWIPE[side]}
      ids={id ? { content: id } : undefined}
    >
      {trigger && <ArkDrawer.Trigger asChild>{trigger}</ArkDrawer.Trigger>}
      <Portal>
        <ArkDrawer.Backdrop className={styles.backdrop} />
        <ArkDrawer.Positioner className={styles.positioner}>
          <ArkDrawer.Content className={cx(styles.content, className)}>
            {side === 'bottom' && (
              <ArkDrawer.Grabber className={styles.grabber}>
                <ArkDrawer.GrabberIndicator className={styles.grabberIndicator} />
              </ArkDrawer.Grabber>
            )}
            <div className={styles.header}>
              <ArkDrawer.Title className={styles.title}>{title}</ArkDrawer.Title>
              <ArkDrawer.CloseTrigger asChild className={styles.closeTrigger}>
                <CloseButton />
              </ArkDrawer.CloseTrigger>
            </div>
            {description && (
              <ArkDrawer.Description className={styles.description}>
                {description}
              </ArkDrawer.Description>
            )}
            <div className={styles.body}>{children}</div>
            {footer && <div className={styles.footer}>{footer}</div>}
          </ArkDrawer.Content>
        </ArkDrawer.Positioner>
      </Portal>
    </ArkDrawer.Root>
  );
}

/** Makes its child (a Button, a link) close the surrounding drawer. */
export function DrawerClose({ children }: { children: ReactElement }) {
  return <ArkDrawer.CloseTrigger asChild>{children}</ArkDrawer.CloseTrigger>;
}
