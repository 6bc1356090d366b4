import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import { cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes/tabs';

const styles = tabs();

export type TabsRootProps = ArkTabs.RootProps;

function TabsRoot({ className, ...rest }: TabsRootProps) {
  return <ArkTabs.Root className={cx(styles.root, className)} {...rest} />;
}

/** A tab list must say what it switches between (WAI-ARIA tabs pattern). */
export type TabsListProps = ArkTabs.ListProps &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

function TabsList({ className, ...rest }: TabsListProps) {
  return <ArkTabs.List className={cx(styles.list, className)} {...rest} />;
}

export type TabsTriggerProps = ArkTabs.TriggerProps;

function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <ArkTabs.Trigger className={cx(styles.trigger, className)} {...rest} />;
}

export type TabsContentProps = ArkTabs.ContentProps;

function TabsContent({ className, ...rest }: TabsContentProps) {
  return <ArkTabs.Content className={cx(styles.content, className)} {...rest} />;
}

/**
 * Ark Tabs (arrow keys, Home/End, aria-selected, roving tabindex) with our styles. `lazyMount` on
 * the root renders a panel only once it is first chosen; add `unmountOnExit` to drop it again.
 * Compose: Tabs.Root > Tabs.List (labelled) > Tabs.Trigger, then one Tabs.Content per value.
 */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
