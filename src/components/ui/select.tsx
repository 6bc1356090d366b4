import { createListCollection } from '@ark-ui/react/collection';
import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect } from '@ark-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from 'styled-system/css';
import { field } from 'styled-system/recipes/field';
import { select } from 'styled-system/recipes/select';
import { uiMessages } from './ui.messages';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  items: SelectOption[];
  /** Controlled value; `null` means nothing chosen. */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string | null) => void;
  /** Defaults to «Выберите…». */
  placeholder?: string;
  /** Submits with forms through Ark's hidden native select. */
  name?: string;
  helperText?: ReactNode;
  errorText?: ReactNode;
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

/** A single-choice Ark Select: listbox keyboard support, typeahead and a native select for forms. */
export function Select({
  label,
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  name,
  helperText,
  errorText,
  invalid = false,
  disabled,
  required,
  className,
}: SelectProps) {
  const intl = useIntl();
  const styles = select();
  const fieldStyles = field();
  const collection = useMemo(
    () =>
      createListCollection({
        items,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [items],
  );
  const helperId = useId();
  const errorId = useId();
  const describedBy =
    [helperText ? helperId : null, invalid && errorText ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <ArkSelect.Root
      className={cx(styles.root, className)}
      collection={collection}
      value={value === undefined ? undefined : value === null ? [] : [value]}
      defaultValue={defaultValue === undefined ? undefined : [defaultValue]}
      onValueChange={
        onValueChange ? (details) => onValueChange(details.value[0] ?? null) : undefined
      }
      name={name}
      invalid={invalid}
      disabled={disabled}
      required={required}
      positioning={{ sameWidth: true }}
    >
      <ArkSelect.Label className={styles.label}>{label}</ArkSelect.Label>
      <ArkSelect.Control className={styles.control}>
        <ArkSelect.Trigger className={styles.trigger} aria-describedby={describedBy}>
          <ArkSelect.ValueText
            className={styles.valueText}
            placeholder={placeholder ?? intl.formatMessage(uiMessages.selectPlaceholder)}
          />
          <ArkSelect.Indicator className={styles.indicator}>
            <ChevronDown aria-hidden />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {helperText && (
        <span id={helperId} className={fieldStyles.helperText}>
          {helperText}
        </span>
      )}
      {invalid && errorText && (
        <span id={errorId} className={fieldStyles.errorText} aria-live="polite">
          {errorText}
        </span>
      )}
      <Portal>
        <ArkSelect.Positioner>
          <ArkSelect.Content className={styles.content}>
            {collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={styles.item}>
                <ArkSelect.ItemText className={styles.itemText}>{item.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator className={styles.itemIndicator}>
                  <Check aria-hidden />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
