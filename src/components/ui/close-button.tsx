import { X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { IconButton, type IconButtonProps } from './button';
import { uiMessages } from './ui.messages';

export type CloseButtonProps = Omit<IconButtonProps, 'aria-label' | 'children'>;

/**
 * The X in an overlay's corner, named «Закрыть» in the reader's language: Dialog, Drawer, Popover
 * and toasts share it. Put it in the part's own CloseTrigger (asChild), which passes its props and
 * ref through: its English aria-label among them, so ours comes last.
 */
export function CloseButton(props: CloseButtonProps) {
  const intl = useIntl();
  return (
    <IconButton size="sm" {...props} aria-label={intl.formatMessage(uiMessages.close)}>
      <X aria-hidden />
    </IconButton>
  );
}
