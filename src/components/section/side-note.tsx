/**
 * A side section with nothing to show (none found, or the list did not load): a calm line in its
 * place, the rest of the page unaffected. Texts come in translated.
 */
import { css } from 'styled-system/css';
import { Button } from '../ui/button';

const note = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '4',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.muted',
});

export function SideNote({ text }: { text: string }) {
  return <p className={note}>{text}</p>;
}

/** The list did not load: why, and a button that asks again when the section can. */
export function SideFailure({
  text,
  retry,
  onRetry,
}: {
  text: string;
  retry: string;
  onRetry?: () => void;
}) {
  return (
    <div className={note} role="status">
      <p className={css({ flex: '1', minW: '48' })}>{text}</p>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retry}
        </Button>
      )}
    </div>
  );
}
