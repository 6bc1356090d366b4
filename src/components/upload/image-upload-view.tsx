import { ImageIcon, Trash2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import type { ImageAspect } from '../../../machines/upload/image-upload.machine';
import { Button } from '../ui/button';
import { ProgressBar } from '../ui/progress-bar';
import { previewAlt, uploadMessages as m } from './upload.messages';

export interface ImageUploadViewProps {
  label: string;
  aspect: ImageAspect;
  url: string | null;
  busy: boolean;
  uploading: boolean;
  /** 0..1 */
  progress: number;
  hasPreview: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
  /** Square pictures (avatars) are shown round. */
  round?: boolean;
  className?: string;
}

const CSS_ASPECT: Record<ImageAspect, string> = {
  '1:1': '1 / 1',
  '3:2': '3 / 2',
  '16:9': '16 / 9',
  free: 'auto',
};

export function ImageUploadView(props: ImageUploadViewProps) {
  const { label, aspect, url, busy, uploading, progress, hasPreview, round } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const input = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const hintId = useId();
  const frame = css({
    position: 'relative',
    overflow: 'hidden',
    bg: 'bg.muted',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: 'border.default',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: 'fg.muted',
  });
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      aria-busy={busy || undefined}
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '3' }), props.className)}
    >
      <span id={labelId} className={css({ fontWeight: 'medium', fontSize: 'sm' })}>
        {label}
      </span>
      <div
        className={cx(
          frame,
          css({ w: round ? '28' : 'full', maxW: round ? '28' : 'md' }),
          round ? css({ rounded: 'full' }) : css({ rounded: 'lg' }),
        )}
        style={{ aspectRatio: CSS_ASPECT[aspect] }}
      >
        {hasPreview && url ? (
          <img
            src={url}
            alt={t(previewAlt, { label })}
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          <>
            <ImageIcon aria-hidden className={css({ w: '8', h: '8' })} />
            <span className={css({ srOnly: true })}>{t(m.empty)}</span>
          </>
        )}
      </div>
      {uploading && (
        <ProgressBar
          label={t(m.progress)}
          value={Math.round(progress * 100)}
          size="sm"
          className={css({ maxW: 'md' })}
        />
      )}
      <p id={hintId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t(m.hint)}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button
          variant="outline"
          size="sm"
          loading={busy}
          loadingText={t(m.uploading)}
          onClick={() => input.current?.click()}
        >
          <Upload aria-hidden />
          {t(hasPreview ? m.replace : m.choose)}
        </Button>
        {hasPreview && (
          <Button variant="ghost" size="sm" disabled={busy} onClick={props.onRemove}>
            <Trash2 aria-hidden />
            {t(m.remove)}
          </Button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        disabled={busy}
        aria-labelledby={labelId}
        data-testid="image-upload-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so choosing the same file again is a change too.
          e.target.value = '';
          if (file) props.onSelect(file);
        }}
      />
    </div>
  );
}
