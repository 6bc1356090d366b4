import { Popover as ArkPopover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { popover } from 'styled-system/recipes/popover';
import { IconButton } from './button';
import { uiMessages } from './ui.messages';

export interface PopoverProps {
  /**
   * The element that opens it: a Button with text, or an IconButton (its aria-label is required).
   * Ark adds aria-haspopup=dialog, aria-expanded and aria-controls to it.
   */
  trigger: ReactElement;
  /** A visible heading that also names the popover (role=dialog) for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Where it sits against the trigger (default below it, start-aligned); Ark keeps it on screen. */
  positioning?: ArkPopover.RootProps['positioning'];
  /** What gets focus on open; the first focusable element inside otherwise. */
  initialFocusEl?: () => HTMLElement | null;
  /** Render in place instead of in a portal (e.g. inside a dialog that traps focus). */
  inline?: boolean;
  className?: string;
}

/**
 * Ark Popover, non-modal: focus moves in on open and back to the trigger on close; Escape, a click
 * outside and Tab past its end close it. For a choice of actions use Menu; for a task that must be
 * finished or cancelled, Dialog.
 */
export function Popover({
  trigger,
  title,
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
  const intl = useIntl();
  const styles = popover();
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ArkPopover.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      positioning={positioning}
      initialFocusEl={initialFocusEl}
      portalled={!inline}
      ids={{ title: titleId, description: descriptionId }}
      lazyMount
      unmountOnExit
    >
      <ArkPopover.Trigger asChild>{trigger}</ArkPopover.Trigger>
      <Portal disabled={inline}>
        <ArkPopover.Positioner className={styles.positioner}>
          <ArkPopover.Content
            className={cx(styles.content, className)}
            // Ark links title and description a frame after they render, and only a later render
            // writes the link: an open popover could stay nameless. Our title always renders.
            aria-labelledby={titleId}
            aria-describedby={description ? descriptionId : undefined}
          >
            <ArkPopover.Title className={styles.title}>{title}</ArkPopover.Title>
            {description && (
              <ArkPopover.Description className={styles.description}>
                {description}
              </ArkPopover.Description>
            )}
            {children}
            <ArkPopover.CloseTrigger asChild className={styles.closeTrigger}>
              <IconButton aria-label={intl.formatMessage(uiMessages.close)} size="sm">
                <X aria-hidden />
              </IconButton>
            </ArkPopover.CloseTrigger>
          </ArkPopover.Content>
        </ArkPopover.Positioner>
      </Portal>
    </ArkPopover.Root>
  );
}
