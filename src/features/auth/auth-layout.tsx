import type { ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/button';

const page = css({
  maxW: 'md',
  mx: 'auto',
  px: '4',
  py: { base: '8', md: '14' },
});
const panel = css({
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'xl',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
});
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
export const muted = css({ color: 'fg.muted' });
export const inlineLink = css({
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  bg: 'transparent',
  border: 'none',
  p: 0,
  cursor: 'pointer',
  font: 'inherit',
  rounded: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

/** The narrow card every account screen sits in; the heading takes focus after a mode change. */
export function AuthLayout({
  title,
  subtitle,
  children,
  headingRef,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={page}>
      <section className={panel} aria-labelledby="auth-heading">
        <div>
          <h1
            id="auth-heading"
            ref={headingRef}
            tabIndex={-1}
            className={css({
              fontSize: { base: '2xl', md: '3xl' },
              fontWeight: 'bold',
              _focus: { outline: 'none' },
            })}
          >
            {title}
          </h1>
          {subtitle && <p className={css({ mt: '2', color: 'fg.muted' })}>{subtitle}</p>}
        </div>
        {children}
      </section>
    </div>
  );
}

/** An account form's one submit: large, the card's width, busy while its request is out. */
export function AuthSubmit({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" fullWidth loading={busy} loadingText={busyText}>
      {children}
    </Button>
  );
}
