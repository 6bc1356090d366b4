import type { CategoryId } from '../../../machines/events/events.types';

export function categoryHref(id: CategoryId): string {
  return `/events?${new URLSearchParams({ category: id }).toString()}`;
}
