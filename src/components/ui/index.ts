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
