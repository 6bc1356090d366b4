import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactElement, ReactNode } from 'react';
import { cx, css } from 'styled-system/css';
import { dialog } from 'styled-system/recipes/dialog';
import { CloseButton } from './close-button';
import { modalRootProps, type OverlayProps } from './overlay-props';

export interface DialogProps extends OverlayProps {
  /** Buttons at the bottom; wrap a cancel button in `<DialogClose>` to close on click. */
  footer?: ReactNode;
  /** An element that opens the dialog (a Button); Ark adds aria-haspopup/expanded to it. */
  trigger?: ReactElement;
  /** Where focus goes on close when there is no `trigger` (e.g. a button outside a lazy dialog). */
  finalFocusEl?: () => HTMLElement | null;
  /** `alertdialog` for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/** Ark Dialog: focus trap, focus return, Escape, scroll lock, labelled by its title. */
export function Dialog({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  finalFocusEl,
  role = 'dialog',
  className,
}: DialogProps) {
  const styles = dialog();
  return (
    <ArkDialog.Root
      {...modalRootProps({ open, defaultOpen, onOpenChange, finalFocusEl })}
      role={role}
    >
      {trigger && <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger>}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={cx(styles.content, className)}>
            <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
            {description && (
              <ArkDialog.Description className={styles.description}>
                {description}
              </ArkDialog.Description>
            )}
            {children}
            {footer && (
              <div
                className={css({
                  display: 'flex',
                  flexDirection: { base: 'column-reverse', sm: 'row' },
                  justifyContent: 'flex-end',
                  gap: '3',
                  pt: '2',
                })}
              >
                {footer}
              </div>
            )}
            <ArkDialog.CloseTrigger asChild className={styles.closeTrigger}>
              <CloseButton />
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

/** Makes its child (a Button) close the surrounding dialog. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <ArkDialog.CloseTrigger asChild>{children}</ArkDialog.CloseTrigger>;
}
