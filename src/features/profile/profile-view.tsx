import { EyeOff, MapPin, Pencil, UserRound } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import { CATEGORY_IDS, type CategoryId } from '../../../machines/events/events.types';
import {
  PROFILE_LIMITS,
  type Profile,
  type ProfileFailure,
  type ProfileTextField,
  type ProfileValidation,
} from '../../../machines/profile/profile.machine';
import type {
  ProfileStatus,
  ProfileView as Model,
} from '../../../machines/profile/profile.selectors';
import { Alert } from '../../components/ui/alert';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { Field, Input, Textarea } from '../../components/ui/field';
import { LinkButton } from '../../components/ui/link-button';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadFailedAlert } from './load-failed-alert';
import { profileFailureMessage } from './profile-failure';
import { myGroupsMessages } from './my-groups.messages';
import { bioCount, emailChangeHint, profileMessages as m } from './profile.messages';

export interface ProfileViewProps {
  status: ProfileStatus;
  email: string;
  profile: Profile | null;
  draft: Model['draft'];
  validation: ProfileValidation | null;
  failure: ProfileFailure | null;
  /** The field a refused save names; its text shows there, beside what was typed. */
  refusedField: Model['refusedField'];
  /** The avatar picker while editing, rendered by its own container. */
  avatar: ReactNode;
  onEdit: () => void;
  onCancel: () => void;
  onFieldChange: (field: ProfileTextField, value: string) => void;
  onInterestToggle: (id: CategoryId) => void;
  onHideAttendedChange: (hidden: boolean) => void;
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

const checkbox = css({ w: '4', h: '4', accentColor: 'accent.default', flexShrink: 0 });
const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '1.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  rounded: 'full',
  cursor: 'pointer',
  textStyle: 'sm',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '&:has(input:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'focusRing',
    outlineOffset: '2px',
  },
  '& input': { w: '4', h: '4', accentColor: 'accent.default' },
});

/** What the person says of themselves, as others read it on their page. */
function AboutMe({ profile }: { profile: Profile }) {
  const t = useIntl().formatMessage;
  if (!profile.bio && !profile.city && !profile.interests.length && !profile.hideAttended)
    return null;
  return (
    <dl className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {profile.city && (
        <div>
          <dt className={css({ srOnly: true })}>{t(m.city)}</dt>
          <dd className={css({ display: 'flex', gap: '1', alignItems: 'center' })}>
            <MapPin aria-hidden size={16} />
            {profile.city}
          </dd>
        </div>
      )}
      {profile.bio && (
        <div>
          <dt className={css({ textStyle: 'sm', fontWeight: 'medium' })}>{t(m.bio)}</dt>
          <dd className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
            {profile.bio}
          </dd>
        </div>
      )}
      {profile.interests.length > 0 && (
        <div>
          <dt className={css({ textStyle: 'sm', fontWeight: 'medium', mb: '1' })}>
            {t(m.interests)}
          </dt>
          <dd className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {profile.interests.map((id) => (
              <Badge key={id} variant="accent">
                {t(myGroupsMessages.categories[id])}
              </Badge>
            ))}
          </dd>
        </div>
      )}
      {profile.hideAttended && (
        <div>
          <dt className={css({ srOnly: true })}>{t(m.hideAttended)}</dt>
          <dd
            className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}
          >
            <EyeOff aria-hidden size={16} />
            {t(m.attendedHidden)}
          </dd>
        </div>
      )}
    </dl>
  );
}

export function ProfileView(props: ProfileViewProps) {
  const { status, email, profile, draft, validation, failure, refusedField } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const form = useRef<HTMLFormElement>(null);
  const interestsHintId = useId();
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
        {profile && <AboutMe profile={profile} />}
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button ref={editButton} variant="outline" onClick={props.onEdit}>
            <Pencil aria-hidden />
            {t(m.edit)}
          </Button>
          {profile && (
            <LinkButton href={`/users/${profile.id}`} variant="ghost">
              <UserRound aria-hidden />
              {t(m.publicPage)}
            </LinkButton>
          )}
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
            invalid={validation === 'full_name_required' || refusedField === 'fullName'}
            errorText={
              validation === 'full_name_required'
                ? t(m.fullNameRequired)
                : failure && t(profileFailureMessage(failure))
            }
          >
            <Input
              name="fullName"
              autoComplete="name"
              value={draft.fullName}
              disabled={saving}
              onChange={(e) => props.onFieldChange('fullName', e.target.value)}
            />
          </Field>
          <Field
            label={t(m.bio)}
            invalid={refusedField === 'bio'}
            errorText={failure && t(profileFailureMessage(failure))}
            helperText={t(bioCount, { count: draft.bio.length, max: PROFILE_LIMITS.bio })}
          >
            <Textarea
              name="bio"
              rows={4}
              value={draft.bio}
              disabled={saving}
              onChange={(e) => props.onFieldChange('bio', e.target.value)}
            />
          </Field>
          <Field
            label={t(m.city)}
            invalid={refusedField === 'city'}
            errorText={failure && t(profileFailureMessage(failure))}
          >
            <Input
              name="city"
              autoComplete="address-level2"
              value={draft.city}
              disabled={saving}
              onChange={(e) => props.onFieldChange('city', e.target.value)}
            />
          </Field>
          <fieldset
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
            aria-describedby={interestsHintId}
            aria-invalid={refusedField === 'interests' || undefined}
            disabled={saving}
          >
            <legend className={css({ textStyle: 'sm', fontWeight: 'medium', mb: '1' })}>
              {t(m.interests)}
            </legend>
            <p id={interestsHintId} className={css({ textStyle: 'sm', color: 'fg.muted' })}>
              {refusedField === 'interests' && failure
                ? t(profileFailureMessage(failure))
                : t(m.interestsHint)}
            </p>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {CATEGORY_IDS.map((id) => (
                <label key={id} className={chip}>
                  <input
                    type="checkbox"
                    name="interests"
                    value={id}
                    checked={draft.interests.includes(id)}
                    onChange={() => props.onInterestToggle(id)}
                  />
                  {t(myGroupsMessages.categories[id])}
                </label>
              ))}
            </div>
          </fieldset>
          <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            <input
              type="checkbox"
              name="hideAttended"
              className={checkbox}
              checked={draft.hideAttended}
              disabled={saving}
              onChange={(e) => props.onHideAttendedChange(e.target.checked)}
            />
            {t(m.hideAttended)}
          </label>
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
