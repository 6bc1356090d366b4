/** The admin content screen's data, as issue 19's `admin-content` function answers it. */
import type { AdminPerson } from './admin.types';

export type ContentSection = 'events' | 'groups';
export type AdminEventStatus = 'published' | 'draft' | 'cancelled';

export interface AdminEventItem {
  id: string;
  title: string;
  startsAt: string;
  status: AdminEventStatus;
  featured: boolean;
  organiser: AdminPerson;
  groupId: string | null;
  goingCount: number;
}

export interface AdminGroupItem {
  id: string;
  name: string;
  visibility: 'public' | 'private';
  closed: boolean;
  memberCount: number;
  owner: AdminPerson;
}

export interface ContentFilters {
  query: string;
  /** Events only; null: any. */
  status: AdminEventStatus | null;
  featured: boolean | null;
}

export interface ContentQuery extends ContentFilters {
  section: ContentSection;
  page: number;
  pageSize: number;
}

export type ContentPage =
  | { section: 'events'; items: AdminEventItem[]; total: number }
  | { section: 'groups'; items: AdminGroupItem[]; total: number };

/** What an admin does to one event or group: the function's action with its parameters. */
export type ContentAction =
  | { action: 'feature'; eventId: string; featured: boolean }
  | { action: 'unpublish'; eventId: string; reason?: string }
  | { action: 'closeGroup'; groupId: string; reason?: string };

/** The changed event or group, as the list shows it. */
export type ContentChange =
  { event: AdminEventItem; group?: undefined } | { group: AdminGroupItem; event?: undefined };

export const CONTENT_PAGE_SIZE = 20;
/** The function's limit on a reason. */
export const REASON_MAX = 500;
export const QUERY_MAX = 100;
