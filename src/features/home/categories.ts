import type { MessageDescriptor } from 'react-intl';
import { homeMessages as m } from './home.messages';

/** The six category ids the events list filters on (`/events?category={id}`). */
export const CATEGORY_IDS = [
  'technology',
  'health',
  'art',
  'business',
  'food',
  'education',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export const categoryNames: Record<CategoryId, MessageDescriptor> = {
  technology: m.technology,
  health: m.health,
  art: m.art,
  business: m.business,
  food: m.food,
  education: m.education,
};

export function categoryHref(id: CategoryId): string {
  return `/events?${new URLSearchParams({ category: id }).toString()}`;
}
