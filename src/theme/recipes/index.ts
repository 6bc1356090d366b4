import { button, spinner } from './button';
import { alert, avatar, badge, card, progress, skeleton } from './display';
import { field, input, passwordInput, textarea } from './field';
import { drawer } from './drawer';
import { dialog, menu, select, toast } from './overlays';
import { popover } from './popover';
import { tabs } from './tabs';
import { tooltip } from './tooltip';

export const recipes = { button, spinner, input, textarea, badge, skeleton };
export const slotRecipes = {
  field,
  passwordInput,
  menu,
  select,
  dialog,
  drawer,
  toast,
  avatar,
  progress,
  card,
  alert,
  popover,
  tabs,
  tooltip,
};
