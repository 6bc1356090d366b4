import { ImagePlus, Send, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { ChatView } from '../../../machines/messages/chat.selectors';
import { type AttachErrorCode, MAX_BODY } from '../../../machines/messages/chat.types';
import { usePersonName } from '../../components/person/person-name';
import { Alert } from '../../components/ui/alert';
import { Button, IconButton } from '../../components/ui/button';
import { Field, Textarea } from '../../components/ui/field';
import { uploadMessages } from '../../components/upload/upload.messages';
import { chatMessages as m } from './chat.messages';
import { messagingErrorOf } from './messaging-errors';
import { useReplyGist } from './reply-gist';

export interface ComposerProps extends Pick<
  ChatView,
  'draft' | 'draftProblem' | 'replyTo' | 'editing' | 'editError' | 'attachment' | 'attachmentError'
> {
  onDraftChange: (value: string) => void;
  onAttach: (file: File) => void;
  onRemoveImage: () => void;
  onSend: () => void;
  onCancel: () => void;
  onDismissError: () => void;
}

/** Why a picture was not taken, in the upload picker's words. */
const ATTACH_ERRORS: Record<AttachErrorCode, MessageDescriptor> = {
  too_large: uploadMessages.tooLarge,
  not_image: uploadMessages.notImage,
  upload_failed: uploadMessages.unexpected,
  unexpected: uploadMessages.unexpected,
};

/**
 * The box a message is written in: Enter sends, Shift+Enter starts a new line, Escape drops the
 * reply or the edit. Above it, what the message answers or that a message is being edited.
 */
export function ChatComposer(props: ComposerProps) {
  const t = useIntl().formatMessage;
  const nameOf = usePersonName();
  const saving = props.editing?.saving ?? false;
  const box = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const gist = useReplyGist();
  const replyId = props.replyTo?.id;
  const editId = props.editing?.messageId;
  // «Ответить» and «Изменить» are pressed in the log: the writing goes on in the box.
  useEffect(() => {
    if (replyId || editId) box.current?.querySelector('textarea')?.focus();
  }, [replyId, editId]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSend();
  };
  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // A composition (an IME) in progress takes its own Enter.
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      props.onSend();
    } else if (e.key === 'Escape' && (props.replyTo || props.editing)) {
      e.preventDefault();
      props.onCancel();
    }
  };
  const banner = props.editing
    ? t(m.editing)
    : props.replyTo
      ? t(m.replying, { name: nameOf(props.replyTo.author, m.someone) })
      : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', pt: '2' })}
    >
      {props.editError && (
        <Alert
          variant="destructive"
          title={t(m.actionFailed)}
          dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
        >
          {t(messagingErrorOf(props.editError))}
        </Alert>
      )}
      {props.attachmentError && (
        <Alert
          variant="destructive"
          title={t(m.attachFailed)}
          dismiss={{ label: t(m.dismiss), onDismiss: props.onRemoveImage }}
        >
          {t(ATTACH_ERRORS[props.attachmentError])}
        </Alert>
      )}
      {props.attachment && (
        <div
          className={css({ display: 'flex', gap: '2', alignItems: 'center' })}
          data-testid="chat-attachment"
          data-status={props.attachment.status}
          aria-busy={props.attachment.status === 'uploading' || undefined}
        >
          <img
            src={props.attachment.previewUrl}
            alt={t(m.attachmentPreview)}
            width={64}
            height={64}
            className={css({
              w: '16',
              h: '16',
              objectFit: 'cover',
              rounded: 'md',
              opacity: props.attachment.status === 'uploading' ? '0.6' : '1',
            })}
          />
          {props.attachment.status === 'uploading' && (
            <span role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t(m.attaching)}
            </span>
          )}
          <Button type="button" size="sm" variant="ghost" onClick={props.onRemoveImage}>
            <X aria-hidden />
            {t(m.removeImage)}
          </Button>
        </div>
      )}
      {banner && (
        <div
          className={css({
            display: 'flex',
            gap: '2',
            alignItems: 'center',
            justifyContent: 'space-between',
            fontSize: 'sm',
            borderLeftWidth: '2px',
            borderColor: 'accent.default',
            pl: '2',
          })}
          data-testid="composer-banner"
        >
          <span className={css({ overflowWrap: 'anywhere' })}>
            {banner}
            {!props.editing && props.replyTo && gist(props.replyTo) && `: ${gist(props.replyTo)}`}
          </span>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={props.onCancel}
            disabled={saving}
          >
            {t(m.cancel)}
          </Button>
        </div>
      )}
      <div ref={box} className={css({ display: 'flex', gap: '2', alignItems: 'flex-start' })}>
        {!props.editing && (
          <>
            <IconButton
              type="button"
              variant="outline"
              aria-label={t(m.attach)}
              onClick={() => picker.current?.click()}
            >
              <ImagePlus aria-hidden />
            </IconButton>
            <input
              ref={picker}
              type="file"
              accept="image/*"
              hidden
              aria-label={t(m.attach)}
              data-testid="chat-attach-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                // Cleared so choosing the same file again is a change too.
                e.target.value = '';
                if (file) props.onAttach(file);
              }}
            />
          </>
        )}
        <Field
          label={t(m.composer)}
          helperText={t(m.composerHint)}
          invalid={props.draftProblem !== null}
          errorText={t(m.tooLong, { max: MAX_BODY })}
          className={css({ flex: '1', minW: '0', '& label': { srOnly: true } })}
        >
          <Textarea
            rows={2}
            value={props.draft}
            onChange={(e) => props.onDraftChange(e.target.value)}
            onKeyDown={keyDown}
            readOnly={saving}
            className={css({ resize: 'none' })}
          />
        </Field>
        <Button type="submit" loading={saving} loadingText={t(m.saving)}>
          <Send aria-hidden />
          {t(props.editing ? m.save : m.send)}
        </Button>
      </div>
    </form>
  );
}
