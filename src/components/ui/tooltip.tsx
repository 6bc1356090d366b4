import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { tooltip } from 'styled-system/recipes/tooltip';

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
  return (
    <ArkTooltip.Root
      positioning={positioning}
      openDelay={openDelay}
      closeDelay={closeDelay}
      disabled={disabled ?? isDisabledElement(children)}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange ? (details) => onOpenChange(details.open) : undefined}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={cx(styles.content, className)}>
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
