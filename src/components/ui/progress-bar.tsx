import { Progress } from '@ark-ui/react/progress';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { progress, type ProgressVariantProps } from 'styled-system/recipes';

const headerRow = css({ display: 'flex', justifyContent: 'space-between', gap: '2' });

export interface ProgressBarProps {
  /** `null` shows an indeterminate bar. */
  value: number | null;
  min?: number;
  max?: number;
  /** Names the progress bar for screen readers; required by axe. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Replaces the percentage, e.g. «12 из 50»; also used as aria-valuetext. */
  valueText?: string;
  hideValueText?: boolean;
  size?: ProgressVariantProps['size'];
  className?: string;
}

export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  hideLabel = false,
  valueText,
  hideValueText = false,
  size,
  className,
}: ProgressBarProps) {
  const styles = progress({ size });
  const labelId = useId();
  // Ark formats the percentage in its own locale (en-US unless told), not the interface language
  const { locale } = useIntl();
  return (
    <Progress.Root
      className={cx(styles.root, className)}
      value={value}
      min={min}
      max={max}
      locale={locale}
      // Ark names the bar after its percentage; our label says what is measured
      translations={valueText ? { value: () => valueText } : undefined}
    >
      <div className={hideLabel && hideValueText ? visuallyHidden() : headerRow}>
        <Progress.Label id={labelId} className={cx(styles.label, hideLabel && visuallyHidden())}>
          {label}
        </Progress.Label>
        {!hideValueText && (
          <Progress.ValueText className={styles.valueText}>{valueText}</Progress.ValueText>
        )}
      </div>
      <Progress.Track className={styles.track} aria-labelledby={labelId} aria-valuetext={valueText}>
        <Progress.Range className={styles.range} />
      </Progress.Track>
    </Progress.Root>
  );
}
