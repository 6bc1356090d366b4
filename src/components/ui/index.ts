export { Button, IconButton, type ButtonProps, type IconButtonProps } from './button';
export type { ButtonSize, ButtonVariant } from './button';
export { LinkButton, type LinkButtonProps } from './link-button';
export { Spinner, type SpinnerProps } from './spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export {
  Field,
  Input,
  Textarea,
  useFieldDescribedBy,
  type FieldProps,
  type InputProps,
  type TextareaProps,
} from './field';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { Menu, type MenuContentProps, type MenuItemProps, type MenuRootProps } from './menu';
export { Select, type SelectOption, type SelectProps } from './select';
export { Dialog, DialogClose, type DialogProps } from './dialog';
export { Drawer, DrawerClose, type DrawerProps, type DrawerSide } from './drawer';
export { Popover, type PopoverProps } from './popover';
export {
  Tabs,
  type TabsContentProps,
  type TabsListProps,
  type TabsRootProps,
  type TabsTriggerProps,
} from './tabs';
export { Tooltip, type TooltipProps } from './tooltip';
export {
  createAppToaster,
  showToast,
  ToastRegion,
  TOAST_DURATION_MS,
  type AppToaster,
  type ToastContent,
  type ToastRegionProps,
  type ToastVariant,
} from './toast';
export { Avatar, type AvatarProps } from './avatar';
export { initialsFor, type InitialsSource } from './avatar-initials';
export { Badge, type BadgeProps } from './badge';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { Card, CardBody, CardDescription, CardFooter, CardHeader, CardTitle } from './card';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Alert, type AlertProps, type AlertVariant } from './alert';
export { RetryAlert } from './retry-alert';
