import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { progress, type ProgressVariantProps } from 'styled-system/recipes/progress';

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

/**
 * A display-only bar: plain elements with the progressbar role rather than Ark's Progress, whose
 * state machine and runtime (~9 KB gzip) every event card paid for on the first page.
 */
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
  const intl = useIntl();
  const span = max - min;
  const ratio = value === null || span <= 0 ? null : Math.min(1, Math.max(0, (value - min) / span));
  // The percentage in the interface language, as the text beside the bar and for screen readers
  const shownValue =
    valueText ?? (ratio === null ? undefined : intl.formatNumber(ratio, { style: 'percent' }));
  const state = ratio === null ? 'indeterminate' : ratio >= 1 ? 'complete' : 'loading';
  return (
    <div className={cx(styles.root, className)} data-state={state}>
      <div className={hideLabel && hideValueText ? visuallyHidden() : headerRow}>
        <span id={labelId} className={cx(styles.label, hideLabel && visuallyHidden())}>
          {label}
        </span>
        {!hideValueText && <span className={styles.valueText}>{shownValue}</span>}
      </div>
      <div
        role="progressbar"
        className={styles.track}
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value ?? undefined}
        aria-valuetext={shownValue}
        data-state={state}
      >
        <div
          className={styles.range}
          data-state={state}
          style={ratio === null ? undefined : { width: `${ratio * 100}%` }}
        />
      </div>
    </div>
  );
}
