import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog';

export interface FilterDialogProps {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's filters button, which gets focus back on close. */
  finalFocusEl: () => HTMLElement | null;
  footer: ReactNode;
  children: ReactNode;
}

/**
 * The phone filter dialog, in its own chunk: Ark's Dialog (focus trap, scroll lock, dismiss) costs
 * about 10 KB gzip that a catalogue visit only needs once the filters button is pressed. The button
 * stays in the page and gets focus back when the dialog closes.
 */
export default function FilterDialog({
  title,
  open,
  onOpenChange,
  finalFocusEl,
  footer,
  children,
}: FilterDialogProps) {
  return (
    <Dialog
      title={title}
      open={open}
      onOpenChange={onOpenChange}
      finalFocusEl={finalFocusEl}
      footer={footer}
    >
      {children}
    </Dialog>
  );
}
