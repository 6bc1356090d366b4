import {
  PasswordInput as ArkPasswordInput,
  usePasswordInputContext,
} from '@ark-ui/react/password-input';
import { Eye, EyeOff } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { passwordInput } from 'styled-system/recipes/password-input';
import { useFieldDescribedBy } from './field';
import { uiMessages } from './ui.messages';

export interface PasswordInputProps extends Omit<ArkPasswordInput.InputProps, 'type'> {
  /** Browsers and password managers rely on this: `new-password` on sign-up, else `current-password`. */
  autoComplete?: 'current-password' | 'new-password';
  defaultVisible?: boolean;
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  className?: string;
}

/**
 * Ark's own trigger is tabIndex=-1 and pointer-only; ours is a real toggle button (aria-pressed)
 * that keyboard users reach with Tab, driving the same Ark state.
 */
function VisibilityToggle({ className }: { className: string }) {
  const api = usePasswordInputContext();
  const intl = useIntl();
  const Icon = api.visible ? EyeOff : Eye;
  return (
    <button
      type="button"
      className={className}
      aria-pressed={api.visible}
      aria-label={intl.formatMessage(uiMessages.passwordShow)}
      title={intl.formatMessage(api.visible ? uiMessages.passwordHide : uiMessages.passwordShow)}
      disabled={api.disabled}
      onClick={() => api.toggleVisible()}
    >
      <Icon aria-hidden />
    </button>
  );
}

/** A password control with a show/hide toggle; put it inside `<Field>` for label and messages. */
export function PasswordInput({
  autoComplete = 'current-password',
  defaultVisible,
  visible,
  onVisibleChange,
  className,
  disabled,
  readOnly,
  required,
  name,
  'aria-describedby': describedBy,
  ...rest
}: PasswordInputProps) {
  const styles = passwordInput();
  const describedByIds = useFieldDescribedBy(describedBy);
  return (
    <ArkPasswordInput.Root
      className={cx(styles.root, className)}
      autoComplete={autoComplete}
      // state props go to the root so the toggle is disabled together with the input
      disabled={disabled}
      readOnly={readOnly}
      required={required}
      name={name}
      defaultVisible={defaultVisible}
      visible={visible}
      onVisibilityChange={onVisibleChange ? (d) => onVisibleChange(d.visible) : undefined}
    >
      <ArkPasswordInput.Control className={styles.control}>
        <ArkPasswordInput.Input
          className={styles.input}
          aria-describedby={describedByIds}
          {...rest}
        />
        <VisibilityToggle className={styles.visibilityTrigger} />
      </ArkPasswordInput.Control>
    </ArkPasswordInput.Root>
  );
}
