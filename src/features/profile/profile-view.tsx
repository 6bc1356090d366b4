import { Pencil } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type {
  Profile,
  ProfileFailure,
  ProfileValidation,
} from '../../../machines/profile/profile.machine';
import type { ProfileStatus } from '../../../machines/profile/profile.selectors';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Link } from 'wouter';
import { Field, Input } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadFailedAlert } from './load-failed-alert';
import { profileFailureMessage } from './profile-failure';
import { emailChangeHint, profileMessages as m } from './profile.messages';

export interface ProfileViewProps {
  status: ProfileStatus;
  email: string;
  profile: Profile | null;
  draft: { fullName: string; avatarUrl: string };
  validation: ProfileValidation | null;
  failure: ProfileFailure | null;
  /** The avatar picker while editing, rendered by its own container. */
  avatar: ReactNode;
  onEdit: () => void;
  onCancel: () => void;
  onFieldChange: (value: string) => void;
  onSubmit: () => void;
  onRetry: () => void;
  onDismissError: () => void;
  /** Sections under the profile card, e.g. the person's events. */
  children?: ReactNode;
}

const settingsLink = css({
  color: 'accent.text',
  textDecoration: 'underline',
  rounded: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const page = css({ maxW: '2xl', mx: 'auto', px: '4', py: { base: '8', md: '12' } });
const panel = css({
  mt: '6',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'xl',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '5',
});

export function ProfileView(props: ProfileViewProps) {
  const { status, email, profile, draft, validation, failure } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const form = useRef<HTMLFormElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const previous = useRef(status);

  // Entering the form puts the caret in it; leaving it returns focus to the button that opened it.
  useEffect(() => {
    const nameInput = {
      current: form.current?.querySelector<HTMLInputElement>('[name="fullName"]') ?? null,
    };
    const was = previous.current;
    previous.current = status;
    if (status === 'editing' && was === 'viewing') nameInput.current?.focus();
    if (status === 'viewing' && (was === 'editing' || was === 'saving'))
      editButton.current?.focus();
    if (status === 'editing' && validation) nameInput.current?.focus();
  }, [status, validation]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div aria-busy="true" className={css({ display: 'flex', gap: '4', alignItems: 'center' })}>
        <Skeleton className={css({ w: '20', h: '20', rounded: 'full' })} />
        <div className={css({ flex: 1, display: 'flex', flexDirection: 'column', gap: '2' })}>
          <Skeleton className={css({ h: '6', w: '1/2' })} />
          <Skeleton className={css({ h: '4', w: '2/3' })} />
        </div>
        <span role="status" className={css({ srOnly: true })}>
          {t(m.loading)}
        </span>
      </div>
    );
  } else if (status === 'failed') {
    body = (
      <LoadFailedAlert title={t(m.loadFailedTitle)} onRetry={props.onRetry}>
        {failure && failure.code !== 'network'
          ? t(profileFailureMessage(failure))
          : t(m.loadFailedText)}
      </LoadFailedAlert>
    );
  } else if (status === 'viewing') {
    body = (
      <>
        <div className={css({ display: 'flex', gap: '4', alignItems: 'center', flexWrap: 'wrap' })}>
          <Avatar
            size="xl"
            src={profile?.avatarUrl}
            fullName={profile?.fullName}
            email={email}
            label={t(m.avatar)}
          />
          <dl className={css({ flex: 1, minW: '0' })}>
            <dt className={css({ srOnly: true })}>{t(m.fullName)}</dt>
            <dd
              className={css({ fontSize: 'xl', fontWeight: 'semibold', overflowWrap: 'anywhere' })}
            >
              {profile?.fullName || t(m.noName)}
            </dd>
            <dt className={css({ srOnly: true })}>{t(m.email)}</dt>
            <dd className={css({ color: 'fg.muted', overflowWrap: 'anywhere' })}>{email}</dd>
          </dl>
        </div>
        <div>
          <Button ref={editButton} variant="outline" onClick={props.onEdit}>
            <Pencil aria-hidden />
            {t(m.edit)}
          </Button>
        </div>
      </>
    );
  } else {
    const saving = status === 'saving';
    body = (
      <>
        {failure && (
          <Alert
            variant="destructive"
            title={t(m.saveFailedTitle)}
            dismiss={{ label: t(m.dismiss), onDismiss: props.onDismissError }}
          >
            {t(profileFailureMessage(failure))}
          </Alert>
        )}
        <form
          ref={form}
          noValidate
          onSubmit={onSubmit}
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          {props.avatar}
          <Field
            label={t(m.fullName)}
            required
            invalid={validation === 'full_name_required'}
            errorText={t(m.fullNameRequired)}
          >
            <Input
              name="fullName"
              autoComplete="name"
              value={draft.fullName}
              disabled={saving}
              onChange={(e) => props.onFieldChange(e.target.value)}
            />
          </Field>
          {/* Not an input: the address is not edited here, so it must not look as if it were. */}
          <dl className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <dt className={css({ textStyle: 'sm', fontWeight: 'medium' })}>{t(m.email)}</dt>
            <dd className={css({ overflowWrap: 'anywhere' })}>{email}</dd>
            <dd className={css({ textStyle: 'sm', color: 'fg.muted' })}>
              {t(emailChangeHint, {
                link: (chunks: ReactNode[]) => (
                  <Link href="/settings" className={settingsLink}>
                    {chunks}
                  </Link>
                ),
              })}
            </dd>
          </dl>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
            <Button type="submit" loading={saving} loadingText={t(m.saving)}>
              {t(m.save)}
            </Button>
            <Button variant="ghost" disabled={saving} onClick={props.onCancel}>
              {t(m.cancel)}
            </Button>
          </div>
        </form>
      </>
    );
  }

  return (
    <div className={page}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        {t(m.title)}
      </h1>
      <section className={panel} aria-label={t(m.title)}>
        {body}
      </section>
      {props.children}
    </div>
  );
}
