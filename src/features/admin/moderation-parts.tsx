/**
 * What the reports queue and the content lists share: their cards and the confirmation that asks
 * before an action on someone's content (an alertdialog that stays, with the refusal, on failure).
 */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { AdminErrorCode } from '../../../machines/admin/admin.types';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { adminErrorOf } from './admin.messages';

export const moderationColumn = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const moderationRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2',
  alignItems: 'center',
});
export const moderationCard = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'xl',
  p: { base: '3', md: '4' },
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  minW: 0,
});
export const moderationMuted = css({ color: 'fg.muted', fontSize: 'sm' });

export interface ConfirmActionProps {
  title: string;
  description?: string;
  /** The action's button: what it does. */
  action: string;
  cancel: string;
  /** Undoable actions (dismissing) are not drawn as dangerous. */
  destructive?: boolean;
  busy: boolean;
  disabled?: boolean;
  failedTitle: string;
  errorCode: AdminErrorCode | null;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

export function ConfirmAction(props: ConfirmActionProps) {
  const t = useIntl().formatMessage;
  return (
    <Dialog
      role="alertdialog"
      open
      title={props.title}
      description={props.description}
      // Closing while the request runs would hide its answer.
      onOpenChange={(open) => !open && !props.busy && props.onCancel()}
      footer={
        <>
          <Button variant="outline" disabled={props.busy} onClick={props.onCancel}>
            {props.cancel}
          </Button>
          <Button
            variant={props.destructive === false ? 'solid' : 'destructive'}
            loading={props.busy}
            disabled={props.disabled}
            onClick={props.onConfirm}
          >
            {props.action}
          </Button>
        </>
      }
    >
      {props.children}
      {props.errorCode && (
        <Alert variant="destructive" title={props.failedTitle}>
          {t(adminErrorOf(props.errorCode))}
        </Alert>
      )}
    </Dialog>
  );
}
