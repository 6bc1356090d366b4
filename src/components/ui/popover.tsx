import { Popover as ArkPopover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { css, cx } from 'styled-system/css';
import { popover } from 'styled-system/recipes/popover';
import { CloseButton } from './close-button';
import { keepOpenerInside } from './opener-focus';
import { onOpenDetails, type OverlayProps } from './overlay-props';

export interface PopoverProps extends OverlayProps {
  /**
   * The element that opens it: a Button with text, or an IconButton (its aria-label is required).
   * Ark adds aria-haspopup=dialog, aria-expanded and aria-controls to it. Without one, give
   * `opener`.
   */
  trigger?: ReactElement;
  /**
   * A button outside the popover's tree that opens it (one that must be on the page before a lazy
   * popover loads): the popover sits against it, counts it as inside and gives it focus back on
   * close. It sets its own aria-haspopup=dialog and aria-expanded.
   */
  opener?: () => HTMLElement | null;
  /** The title names the popover for assistive technology only (its content has a heading). */
  titleHidden?: boolean;
  /** Where it sits against the trigger (default below it, start-aligned); Ark keeps it on screen. */
  positioning?: ArkPopover.RootProps['positioning'];
  /** What gets focus on open; the first focusable element inside otherwise. */
  initialFocusEl?: () => HTMLElement | null;
  /** Render in place instead of in a portal (e.g. inside a dialog that traps focus). */
  inline?: boolean;
}

/**
 * Ark Popover, non-modal: focus moves in on open and back to the trigger on close; Escape, a click
 * outside and Tab past its end close it. For a choice of actions use Menu; for a task that must be
 * finished or cancelled, Dialog.
 */
export function Popover({
  trigger,
  opener,
  title,
  titleHidden = false,
  description,
  children,
  open,
  defaultOpen,
  onOpenChange,
  positioning = { placement: 'bottom-start' },
  initialFocusEl,
  inline = false,
  className,
}: PopoverProps) {
  const styles = popover();
  const titleId = useId();
  const descriptionId = useId();
  // Ark runs its opening (focus moved in, clicks and focus outside watched) on the change to open,
  // not for a popover that mounts open, as a lazily loaded one does when its opener was pressed
  // before its code arrived (the header's theme popup): such a one opens a render later.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <ArkPopover.Root
      open={open === undefined ? undefined : open && mounted}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenDetails(onOpenChange)}
      positioning={opener ? { getAnchorElement: opener, ...positioning } : positioning}
      initialFocusEl={initialFocusEl}
      finalFocusEl={opener}
      onInteractOutside={keepOpenerInside(opener)}
      portalled={!inline}
      ids={{ title: titleId, description: descriptionId }}
      lazyMount
      unmountOnExit
    >
      {trigger && <ArkPopover.Trigger asChild>{trigger}</ArkPopover.Trigger>}
      <Portal disabled={inline}>
        <ArkPopover.Positioner className={styles.positioner}>
          <ArkPopover.Content
            className={cx(styles.content, className)}
            // Ark links title and description a frame after they render, and only a later render
            // writes the link: an open popover could stay nameless. Our title always renders.
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
          >
            <ArkPopover.Title className={cx(styles.title, titleHidden && css({ srOnly: true }))}>
              {title}
            </ArkPopover.Title>
            {description && (
              <ArkPopover.Description className={styles.description}>
                {description}
              </ArkPopover.Description>
            )}
            {children}
            <ArkPopover.CloseTrigger asChild className={styles.closeTrigger}>
              <CloseButton />
            </ArkPopover.CloseTrigger>
          </ArkPopover.Content>
        </ArkPopover.Positioner>
      </Portal>
    </ArkPopover.Root>
  );
}
