import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { layoutMessages as m } from './layout.messages';

export interface BootFailedViewProps {
  onRetry: () => void;
}

/** Shown when not even the first language could be loaded (offline on first visit). */
export function BootFailedView({ onRetry }: BootFailedViewProps) {
  const intl = useIntl();
  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '4',
        p: '6',
        textAlign: 'center',
      })}
    >
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {intl.formatMessage(m.bootFailedTitle)}
      </h1>
      <p className={css({ color: 'fg.muted' })}>{intl.formatMessage(m.bootFailedText)}</p>
      <button
        type="button"
        onClick={onRetry}
        className={css({
          h: '10',
          px: '5',
          rounded: 'md',
          bg: 'accent.default',
          color: 'accent.fg',
          fontWeight: 'semibold',
          cursor: 'pointer',
          _focusVisible: {
            outline: '2px solid',
            outlineColor: 'accent.default',
            outlineOffset: '2px',
          },
        })}
      >
        {intl.formatMessage(m.bootRetry)}
      </button>
    </main>
  );
}
