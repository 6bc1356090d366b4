import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { JoinRequestsView } from '../../../../machines/groups/join-requests.selectors';
import type { Decision } from '../../../../machines/groups/join-requests.machine';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/link-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessageOf, groupPageMessages, requestsMessages as m } from './group-page.messages';
import { list, muted, page, row } from './group-view';

export interface RequestsViewProps extends JoinRequestsView {
  groupId: string;
  onRetry: () => void;
  onDecide: (requestId: string, decision: Decision) => void;
  onDismissError: () => void;
}

export function RequestsView(props: RequestsViewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const back = (
    <LinkButton variant="ghost" href={`/groups/${props.groupId}`}>
      {t(m.backToGroup)}
    </LinkButton>
  );
  if (props.status === 'loading') {
    return (
      <div className={page} role="status" aria-label={t(m.loading)}>
        <Skeleton className={css({ h: '10', w: '1/2' })} />
        <Skeleton className={css({ h: '16' })} />
      </div>
    );
  }
  if (props.status !== 'ready') {
    const title =
      props.status === 'forbidden'
        ? m.forbiddenTitle
        : props.status === 'notFound'
          ? groupPageMessages.lockedTitle
          : m.errorTitle;
    return (
      <div className={page}>
        <Alert
          variant={props.status === 'failed' ? 'destructive' : 'info'}
          title={props.status === 'notFound' ? t(errorMessageOf('not_found')) : t(title)}
          action={
            props.status === 'failed' ? (
              <Button size="sm" variant="outline" onClick={props.onRetry}>
                {t(groupPageMessages.retry)}
              </Button>
            ) : undefined
          }
        >
          {props.status === 'failed' ? t(errorMessageOf(props.errorCode)) : null}
        </Alert>
        {back}
      </div>
    );
  }
  return (
    <div className={page} data-testid="requests-page">
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          {t(m.title)}
        </h1>
        <p className={muted}>{props.group!.name}</p>
      </div>
      {props.requests.length === 0 ? (
        <p role="status">{t(m.empty)}</p>
      ) : (
        <ul className={list}>
          {props.requests.map((r) => {
            const name = r.person.fullName ?? t(groupPageMessages.noName);
            return (
              <li key={r.id} className={row} data-testid="request" aria-busy={r.pending !== null}>
                <Avatar src={r.person.avatarUrl} fullName={r.person.fullName} size="sm" />
                <div className={css({ flex: '1', minW: '48' })}>
                  <p className={css({ fontWeight: 'medium' })}>{name}</p>
                  <p className={muted}>
                    {t(m.sentAt, { date: intl.formatDate(r.createdAt, { dateStyle: 'medium' }) })}
                  </p>
                  <p className={css({ whiteSpace: 'pre-line', mt: '1' })}>
                    {r.message ?? <span className={muted}>{t(m.noMessage)}</span>}
                  </p>
                </div>
                <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                  <Button
                    size="sm"
                    onClick={() => props.onDecide(r.id, 'approve')}
                    loading={r.pending === 'approve'}
                    loadingText={t(m.approving)}
                    disabled={r.waiting || r.pending === 'decline'}
                    // While on its way the button says so by its text; the name is for telling rows apart.
                    aria-label={r.pending ? undefined : `${t(m.approve)}: ${name}`}
                  >
                    {t(m.approve)}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => props.onDecide(r.id, 'decline')}
                    loading={r.pending === 'decline'}
                    loadingText={t(m.declining)}
                    disabled={r.waiting || r.pending === 'approve'}
                    aria-label={r.pending ? undefined : `${t(m.decline)}: ${name}`}
                  >
                    {t(m.decline)}
                  </Button>
                </div>
                {r.refused && (
                  <Alert
                    className={css({ w: 'full' })}
                    variant="destructive"
                    title={t(r.refused.decision === 'approve' ? m.approveFailed : m.declineFailed)}
                    dismiss={{
                      label: t(groupPageMessages.dismiss),
                      onDismiss: props.onDismissError,
                    }}
                  >
                    {t(errorMessageOf(r.refused.code))}
                  </Alert>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {back}
    </div>
  );
}
