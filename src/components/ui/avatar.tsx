import { useState } from 'react';
import { cx } from 'styled-system/css';
import { avatar, type AvatarVariantProps } from 'styled-system/recipes/avatar';
import { initialsFor } from './avatar-initials';

type Status = 'loading' | 'loaded' | 'failed';

export interface AvatarProps {
  /** Picture URL; initials show until it loads and whenever it fails. */
  src?: string | null;
  fullName?: string | null;
  email?: string | null;
  size?: AvatarVariantProps['size'];
  /**
   * Accessible name (e.g. «Профиль: Анна Петрова»). Without it the avatar is decorative, which is
   * right when the name is printed next to it.
   */
  label?: string;
  className?: string;
}

/**
 * The picture over the initials, which show until it has loaded and whenever it fails. Not Ark's
 * Avatar: its state machine (7.7 KB gzip with zag's runtime) was most of what a group's page
 * loaded beyond its own code, for what an image's load and error events tell.
 */
export function Avatar({ src, fullName, email, size, label, className }: AvatarProps) {
  const styles = avatar({ size });
  // Keyed by the picture, so a new one starts unloaded without an effect.
  const [state, setState] = useState<{ src: string | null | undefined; status: Status }>({
    src,
    status: 'loading',
  });
  const status = state.src === src ? state.status : 'loading';
  const settle = (next: Status) => setState({ src, status: next });
  return (
    <span
      className={cx(styles.root, className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {status !== 'loaded' && (
        <span className={styles.fallback}>{initialsFor({ fullName, email })}</span>
      )}
      {src && status !== 'failed' && (
        <img
          // An image already in the cache may have loaded before React listened.
          ref={(img) => {
            if (img?.complete && img.naturalWidth > 0 && status === 'loading') settle('loaded');
          }}
          className={styles.image}
          src={src}
          alt=""
          hidden={status !== 'loaded'}
          onLoad={() => settle('loaded')}
          onError={() => settle('failed')}
        />
      )}
    </span>
  );
}
