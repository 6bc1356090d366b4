import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes/menu';

const styles = menu();

export type MenuRootProps = ArkMenu.RootProps;
export type MenuTriggerProps = ArkMenu.TriggerProps;

export interface MenuContentProps extends ArkMenu.ContentProps {
  /** Render in place instead of in a portal (e.g. inside a dialog that traps focus). */
  inline?: boolean;
}

function MenuContent({ className, inline = false, ...rest }: MenuContentProps) {
  return (
    <Portal disabled={inline}>
      <ArkMenu.Positioner>
        <ArkMenu.Content className={cx(styles.content, className)} {...rest} />
      </ArkMenu.Positioner>
    </Portal>
  );
}

export interface MenuItemProps extends ArkMenu.ItemProps {
  /** Red text for irreversible actions (delete, leave group). */
  destructive?: boolean;
}

function MenuItem({ className, destructive, ...rest }: MenuItemProps) {
  return (
    <ArkMenu.Item
      className={cx(styles.item, className)}
      data-variant={destructive ? 'destructive' : undefined}
      {...rest}
    />
  );
}

function MenuSeparator({ className, ...rest }: ArkMenu.SeparatorProps) {
  return <ArkMenu.Separator className={cx(styles.separator, className)} {...rest} />;
}

function MenuItemGroupLabel({ className, ...rest }: ArkMenu.ItemGroupLabelProps) {
  return <ArkMenu.ItemGroupLabel className={cx(styles.itemGroupLabel, className)} {...rest} />;
}

/**
 * Ark Menu (roving focus, typeahead, Escape, outside click, submenu grace area) with our styles.
 * Compose: Menu.Root > Menu.Trigger asChild > Button, then Menu.Content > Menu.Item.
 */
export const Menu = {
  Root: ArkMenu.Root,
  Trigger: ArkMenu.Trigger,
  Content: MenuContent,
  Item: MenuItem,
  ItemGroup: ArkMenu.ItemGroup,
  ItemGroupLabel: MenuItemGroupLabel,
  Separator: MenuSeparator,
};
