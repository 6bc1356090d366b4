import { Suspense, lazy } from 'react';
import { avatar } from 'styled-system/recipes/avatar';
import { initialsFor } from '../../components/ui/avatar-initials';

// The avatar component brings Ark's avatar machine (~9 KB gzip); visitors never see it, so it loads
// only for a signed-in header, and the same initials stand in until it arrives.
const Avatar = lazy(() =>
  import('../../components/ui/avatar').then((module) => ({ default: module.Avatar })),
);

export interface ProfileAvatarProps {
  fullName?: string;
  email?: string;
  avatarUrl?: string;
}

/** Decorative: the link around it is named «Профиль». */
export function ProfileAvatar({ fullName, email, avatarUrl }: ProfileAvatarProps) {
  const styles = avatar({ size: 'sm' });
  const initials = (
    <span aria-hidden="true" className={styles.root}>
      <span className={styles.fallback}>{initialsFor({ fullName, email })}</span>
    </span>
  );
  return (
    <Suspense fallback={initials}>
      <Avatar size="sm" src={avatarUrl} fullName={fullName} email={email} />
    </Suspense>
  );
}
