/**
 * A home section's calm line where its cards would be (none yet, or they failed to load): a side
 * section, so the rest of the page stays as it is. Not in the first chunk: only the section's own
 * chunk, once it has an answer, draws it.
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

export function SectionEmpty({ text }: { text: string }) {
  return <p className={note}>{text}</p>;
}

/** The retry shows only where the section can ask again. */
export function SectionFailed({
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
