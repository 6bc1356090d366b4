import type { ReactNode } from 'react';

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
