import type { ReactNode } from 'react';
import { keepOpenerInside } from './opener-focus';

/** What Dialog, Drawer and Popover all take: a named layer over the page, open or not. */
export interface OverlayProps {
  /** A visible heading that also names the layer for assistive technology. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** Ark reports `{ open }`; the kit's parts report the boolean. */
export function onOpenDetails(
  onOpenChange: ((open: boolean) => void) | undefined,
): ((details: { open: boolean }) => void) | undefined {
  return onOpenChange && ((details) => onOpenChange(details.open));
}

/**
 * The Ark root props a modal part (Dialog, Drawer) takes alike: open state, focus back to an
 * opener outside it, and its content mounted only while open.
 */
export function modalRootProps({
  open,
  defaultOpen,
  onOpenChange,
  finalFocusEl,
}: Pick<OverlayProps, 'open' | 'defaultOpen' | 'onOpenChange'> & {
  finalFocusEl?: () => HTMLElement | null;
}) {
  return {
    open,
    defaultOpen,
    onOpenChange: onOpenDetails(onOpenChange),
    finalFocusEl,
    onFocusOutside: keepOpenerInside(finalFocusEl),
    lazyMount: true,
    unmountOnExit: true,
  };
}
