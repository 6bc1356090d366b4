import { Flag } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ReportTarget } from '../../../machines/reports/report.types';
import { Button } from '../ui/button';
import { useOpenReport } from './report-context';
import { reportMessages as m, reportTargetMessages } from './report.messages';

export interface ReportButtonProps {
  target: ReportTarget;
  /**
   * Whose it is (a comment's or a message's author), read out after «Пожаловаться на …» so the
   * buttons of a list are told apart.
   */
  of?: string;
  /** The icon alone (the name is still read out). */
  compact?: boolean;
}

/**
 * «Пожаловаться»: opens the report dialog (loaded when first pressed). The feature decides where
 * it shows, never on the viewer's own content.
 */
export function ReportButton({ target, of, compact = false }: ReportButtonProps) {
  const t = useIntl().formatMessage;
  const open = useOpenReport();
  if (!open) return null;
  const what = t(reportTargetMessages[target.type]);
  const name = of ? `${what}: ${of}` : what;
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-label={name}
      title={compact ? name : undefined}
      aria-haspopup="dialog"
      onClick={(e) => open(target, e.currentTarget)}
    >
      <Flag aria-hidden />
      {!compact && t(m.report)}
    </Button>
  );
}
