import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip, useTooltip } from '@ark-ui/react/tooltip';
import { isValidElement, type FocusEvent, type ReactElement, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { tooltip } from 'styled-system/recipes/tooltip';
import { onOpenDetails } from './overlay-props';

export interface TooltipProps {
  /**
   * A repeat of the trigger's name (an icon button's label) or the rest of a truncated text: never
   * the only place something essential is said, since touch screens never show it.
   */
  content: ReactNode;
  /** One focusable element with an accessible name of its own (Button, IconButton, link). */
  children: ReactElement;
  /** Default: above the trigger; Ark flips it when there is no room. */
  positioning?: ArkTooltip.RootProps['positioning'];
  openDelay?: number;
  closeDelay?: number;
  /** Shows nothing. Implied by a disabled child. */
  disabled?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

function isDisabledElement(element: ReactElement): boolean {
  return isValidElement<{ disabled?: unknown }>(element) && element.props.disabled === true;
}

const TOOLTIP_TRIGGER = '[data-scope="tooltip"][data-part="trigger"]';

/**
 * Ark's tooltips share one "which is shown" store and act a microtask after each DOM event. Tab from
 * one trigger straight to another closed the first on blur, and its store reset reached the second
 * as a close after the second had opened: it flashed and vanished. Focus moving to another tooltip's
 * trigger, this one is left to that tooltip's opening, which closes the one shown before; the late
 * close only catches a next trigger whose tooltip shows nothing (disabled).
 */
function closeAfterNextTooltipOpens(tooltip: ReturnType<typeof useTooltip>) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Element) || !next.closest(TOOLTIP_TRIGGER)) return;
    // Ark's own blur handler runs after this one and skips a prevented event
    event.preventDefault();
    setTimeout(() => tooltip.setOpen(false));
  };
}

/**
 * Ark Tooltip: shows on hover and on keyboard focus, Escape hides it, and it is the trigger's
 * aria-describedby while shown. Ark ignores touch (no long-press), so phones show nothing. A
 * disabled trigger gets none: browsers still send it pointer events, but it cannot take focus, so
 * only mouse users would learn why it is disabled; say that in visible text instead.
 */
export function Tooltip({
  content,
  children,
  positioning = { placement: 'top' },
  openDelay,
  closeDelay,
  disabled,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: TooltipProps) {
  const styles = tooltip();
  const api = useTooltip({
    positioning,
    openDelay,
    closeDelay,
    disabled: disabled ?? isDisabledElement(children),
    open,
    defaultOpen,
    onOpenChange: onOpenDetails(onOpenChange),
  });
  return (
    <ArkTooltip.RootProvider value={api} lazyMount unmountOnExit>
      <ArkTooltip.Trigger asChild onBlur={closeAfterNextTooltipOpens(api)}>
        {children}
      </ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={cx(styles.content, className)}>
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.RootProvider>
  );
}
