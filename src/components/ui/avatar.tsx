import { Avatar as ArkAvatar } from '@ark-ui/react/avatar';
import { cx } from 'styled-system/css';
import { avatar, type AvatarVariantProps } from 'styled-system/recipes/avatar';
import { initialsFor } from './avatar-initials';

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

export function Avatar({ src, fullName, email, size, label, className }: AvatarProps) {
  const styles = avatar({ size });
  return (
    <ArkAvatar.Root
      className={cx(styles.root, className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <ArkAvatar.Fallback className={styles.fallback}>
        {initialsFor({ fullName, email })}
      </ArkAvatar.Fallback>
      {src && <ArkAvatar.Image className={styles.image} src={src} alt="" />}
    </ArkAvatar.Root>
  );
}
