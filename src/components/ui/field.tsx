import { Field as ArkField, useFieldContext } from '@ark-ui/react/field';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { input, type InputVariantProps } from 'styled-system/recipes/input';
import { textarea } from 'styled-system/recipes/textarea';

export interface FieldProps {
  label: ReactNode;
  /** The control: `<Input />`, `<Textarea />` or `<PasswordInput />`. */
  children: ReactNode;
  helperText?: ReactNode;
  /** Shown only while `invalid` is true, announced politely and linked to the control. */
  errorText?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Fixes the control's id (e.g. for an e2e selector); generated otherwise. */
  id?: string;
  className?: string;
}

/** Label, control, help and error text wired together by Ark Field (ids, aria-*, disabled). */
export function Field({
  label,
  children,
  helperText,
  errorText,
  invalid = false,
  required,
  disabled,
  readOnly,
  id,
  className,
}: FieldProps) {
  const styles = field();
  return (
    <ArkField.Root
      className={cx(styles.root, className)}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      id={id}
    >
      <ArkField.Label className={styles.label}>
        {label}
        <ArkField.RequiredIndicator className={styles.requiredIndicator}>
          *
        </ArkField.RequiredIndicator>
      </ArkField.Label>
      {children}
      {helperText && (
        <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText>
      )}
      {invalid && errorText && (
        <ArkField.ErrorText className={styles.errorText}>{errorText}</ArkField.ErrorText>
      )}
    </ArkField.Root>
  );
}

/**
 * Ark links the error only through aria-errormessage, which several screen readers skip; the help
 * and the error both belong in aria-describedby.
 */
export function useFieldDescribedBy(own?: string): string | undefined {
  const ctx = useFieldContext();
  if (!ctx) return own;
  const control = ctx.getInputProps();
  const ids = [own, control['aria-describedby'], control['aria-errormessage']].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface InputProps extends Omit<ArkField.InputProps, 'size'> {
  size?: InputVariantProps['size'];
}

export function Input({ size, className, 'aria-describedby': describedBy, ...rest }: InputProps) {
  const describedByIds = useFieldDescribedBy(describedBy);
  return (
    <ArkField.Input
      className={cx(input({ size }), className)}
      aria-describedby={describedByIds}
      {...rest}
    />
  );
}

export type TextareaProps = ArkField.TextareaProps;

export function Textarea({ className, 'aria-describedby': describedBy, ...rest }: TextareaProps) {
  const describedByIds = useFieldDescribedBy(describedBy);
  return (
    <ArkField.Textarea
      className={cx(textarea(), className)}
      aria-describedby={describedByIds}
      {...rest}
    />
  );
}
