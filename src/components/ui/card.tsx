import { ark, type HTMLArkProps } from '@ark-ui/react/factory';
import { cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';

const styles = card();

/** A surface for grouped content; `asChild` with a wouter `Link` makes the whole card a link. */
export function Card({ className, ...rest }: HTMLArkProps<'div'>) {
  return <ark.div className={cx(styles.root, className)} {...rest} />;
}

export function CardHeader({ className, ...rest }: HTMLArkProps<'div'>) {
  return <ark.div className={cx(styles.header, className)} {...rest} />;
}

/** An h3 by default; pass `asChild` with another heading to keep the page outline right. */
export function CardTitle({ className, ...rest }: HTMLArkProps<'h3'>) {
  return <ark.h3 className={cx(styles.title, className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLArkProps<'p'>) {
  return <ark.p className={cx(styles.description, className)} {...rest} />;
}

export function CardBody({ className, ...rest }: HTMLArkProps<'div'>) {
  return <ark.div className={cx(styles.body, className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLArkProps<'div'>) {
  return <ark.div className={cx(styles.footer, className)} {...rest} />;
}
