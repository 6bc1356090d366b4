/**
 * Each category's picture, for events and groups alike (they share the six categories): the home
 * page's category tiles, and a group with no cover of its own on its card and in the profile.
 */
import {
  Briefcase,
  Cpu,
  GraduationCap,
  HeartPulse,
  type LucideIcon,
  Palette,
  UtensilsCrossed,
} from 'lucide-react';
import type { CategoryId } from '../../../machines/events/events.types';

export const categoryIcons: Record<CategoryId, LucideIcon> = {
  technology: Cpu,
  health: HeartPulse,
  art: Palette,
  business: Briefcase,
  food: UtensilsCrossed,
  education: GraduationCap,
};

/** The same by a category id as stored (a group's): none for an id the app does not know. */
export const iconByCategory: Partial<Record<string, LucideIcon>> = categoryIcons;
