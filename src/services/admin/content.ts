/** Events and groups for moderation over `admin-content` (issue 19): list them, act on one. */
import type {
  AdminEventItem,
  AdminGroupItem,
  ContentAction,
  ContentChange,
  ContentPage,
  ContentQuery,
} from '../../../machines/admin/content.types';
import { type FunctionsClient, invokeAdmin } from './invoke';

interface Listed<T> {
  items: T[];
  total: number;
}

export async function loadContent(
  client: FunctionsClient,
  { section, query, status, featured, page, pageSize }: ContentQuery,
): Promise<ContentPage> {
  // Unset filters are left out of the request: JSON drops undefined.
  const words = query || undefined;
  if (section === 'groups') {
    const answer = await invokeAdmin<Listed<AdminGroupItem>>(client, 'admin-content', {
      action: 'groups',
      query: words,
      page,
      pageSize,
    });
    return { section, ...answer };
  }
  const answer = await invokeAdmin<Listed<AdminEventItem>>(client, 'admin-content', {
    action: 'events',
    query: words,
    status: status ?? undefined,
    featured: featured ?? undefined,
    page,
    pageSize,
  });
  return { section, ...answer };
}

export const applyContentAction = (client: FunctionsClient, action: ContentAction) =>
  invokeAdmin<ContentChange>(client, 'admin-content', action);
