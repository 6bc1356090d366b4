import type { SnapshotFrom } from 'xstate';
import type { adminContentMachine } from './content.machine';
import { CONTENT_PAGE_SIZE, REASON_MAX } from './content.types';

type Snapshot = SnapshotFrom<typeof adminContentMachine>;

export type AdminContentStatus = 'loading' | 'failed' | 'empty' | 'loaded';

export const selectAdminContentView = (s: Snapshot) => {
  const { context } = s;
  const status: AdminContentStatus = s.matches('loading')
    ? 'loading'
    : s.matches('failed')
      ? 'failed'
      : s.matches('empty')
        ? 'empty'
        : 'loaded';
  const applying = s.matches({ loaded: 'applying' });
  const confirming = s.matches({ loaded: 'confirming' });
  const p = context.pending;
  const busyId = applying ? p?.id : null;
  const rowError = (id: string) =>
    status === 'loaded' && !applying && !confirming && p?.kind === 'feature' && p.id === id
      ? (context.error?.code ?? null)
      : null;
  const pageCount = Math.max(1, Math.ceil(context.total / CONTENT_PAGE_SIZE));
  const confirmed =
    (confirming || applying) && p && p.kind !== 'feature'
      ? {
          kind: p.kind,
          id: p.id,
          name:
            p.kind === 'unpublish'
              ? (context.events.find((e) => e.id === p.id)?.title ?? '')
              : (context.groups.find((g) => g.id === p.id)?.name ?? ''),
          reason: p.reason,
          reasonMax: REASON_MAX,
          tooLong: p.reason.trim().length > REASON_MAX,
          busy: applying,
          errorCode: confirming ? (context.error?.code ?? null) : null,
        }
      : null;
  return {
    status,
    section: context.section,
    filters: context.filters,
    draftQuery: context.draftQuery,
    events: context.events.map((e) => ({
      ...e,
      busy: busyId === e.id,
      canUnpublish: e.status === 'published',
      errorCode: rowError(e.id),
    })),
    groups: context.groups.map((g) => ({ ...g, busy: busyId === g.id })),
    /** Another action waits until the one under way is done. */
    locked: applying || confirming,
    confirmation: confirmed,
    page: context.page,
    pageCount,
    hasPrevious: status === 'loaded' && context.page > 0,
    hasNext: status === 'loaded' && context.page + 1 < pageCount,
    errorCode: status === 'failed' ? (context.error?.code ?? null) : null,
  };
};

export type AdminContentView = ReturnType<typeof selectAdminContentView>;
