import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';
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
      <Button onClick={onRetry}>{intl.formatMessage(m.bootRetry)}</Button>
    </main>
  );
}
