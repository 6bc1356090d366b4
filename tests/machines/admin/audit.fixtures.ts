/** The audit log's answers as `admin-audit` gives them: machine tests, page tests, stories. */
import type { AuditActor, AuditEntry, AuditPage } from '../../../machines/admin/audit.types';

export const ADMIN: AuditActor = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Ольга Админова',
  email: 'admin@vstrechi.test',
  deleted: false,
};

export const OTHER_ADMIN: AuditActor = {
  id: '00000000-0000-4000-8000-0000000000a2',
  name: null,
  email: 'second-admin@vstrechi.test',
  deleted: false,
};

export const GONE_ADMIN: AuditActor = {
  id: '00000000-0000-4000-8000-0000000000a3',
  name: null,
  email: 'deleted-a3@deleted.invalid',
  deleted: true,
};

const USER_ID = '5b1e7c2a-0000-4000-8000-000000000101';
const EVENT_ID = '9c3d2e1f-0000-4000-8000-000000000201';
const MESSAGE_ID = '7a6b5c4d-0000-4000-8000-000000000301';

const entry = (n: number, overrides: Partial<AuditEntry>): AuditEntry => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at: new Date(Date.UTC(2026, 10, 28, 9, 0) - n * 3_600_000).toISOString(),
  actor: ADMIN,
  kind: 'user.ban',
  targetType: 'user',
  targetId: USER_ID,
  before: null,
  after: null,
  ...overrides,
});

/** The newest page: a ban, a role change, an unpublished event, a removed message, a create. */
export const FIRST_ENTRIES: AuditEntry[] = [
  entry(1, {
    kind: 'user.ban',
    before: { bannedUntil: null },
    after: { bannedUntil: '2026-12-05T09:00:00.000Z' },
  }),
  entry(2, {
    kind: 'user.role',
    actor: OTHER_ADMIN,
    before: { role: 'member' },
    after: { role: 'admin' },
  }),
  entry(3, {
    kind: 'event.unpublish',
    targetType: 'event',
    targetId: EVENT_ID,
    before: { status: 'published' },
    after: { status: 'draft', reason: 'Спам' },
  }),
  entry(4, { kind: 'message.remove', targetType: 'message', targetId: MESSAGE_ID }),
  entry(5, {
    kind: 'user.create',
    actor: GONE_ADMIN,
    after: { email: 'new@example.com', role: 'member' },
  }),
];

/** 60 rows in all: three pages of 25. */
export const AUDIT_PAGE_1: AuditPage = { items: FIRST_ENTRIES, total: 60 };
export const AUDIT_PAGE_2: AuditPage = {
  items: [entry(26, { kind: 'user.confirm', after: { confirmedAt: '2026-11-20T10:00:00Z' } })],
  total: 60,
};
export const NO_AUDIT: AuditPage = { items: [], total: 0 };
