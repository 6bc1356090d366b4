import { type FormEvent, type ReactNode, useId } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { GroupFormView as ViewModel } from '../../../machines/groups/group-form.selectors';
import {
  GROUP_LIMITS,
  type GroupValidationCode,
} from '../../../machines/groups/group-form.validation';
import {
  type CategoryId,
  GROUP_CATEGORY_IDS,
  type GroupFormField,
  type GroupPrivacy,
} from '../../../machines/groups/groups.types';
import { FormProblems, useRevealProblems } from '../../components/form/form-problems';
import { FormSkeleton } from '../../components/form/form-skeleton';
import { Button } from '../../components/ui/button';
import { Field, Input, Textarea } from '../../components/ui/field';
import { LinkButton } from '../../components/ui/link-button';
import { groupFormMessages as m, groupValidationMessages } from './group-form.messages';
import { groupCategoryMessages, groupErrorMessages } from './groups.messages';
import { SelectField } from './select-field';

export interface GroupFormViewProps extends ViewModel {
  /** The cover picker (the upload feature's, given by the app). */
  cover: ReactNode;
  onChange: (field: GroupFormField | 'isOnline', value: string | boolean) => void;
  onSubmit: () => void;
  onDismissError: () => void;
  onRetry: () => void;
}

const page = css({
  maxW: '2xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
});

/** The database's limits, as the error texts' values: one definition, never a copy. */
const LIMIT_VALUES: Partial<Record<GroupFormField, Record<string, number>>> = GROUP_LIMITS;

const choice = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.control',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing' },
  '& input': { mt: '1', w: '4', h: '4', accentColor: 'var(--colors-accent-default)' },
});

export function GroupFormView(props: GroupFormViewProps) {
  const { status, isNew, values, errors, failure } = props;
  const t = useIntl().formatMessage;
  const errorId = useId();
  const formRef = useRevealProblems(props.reveal);
  const error = (field: GroupFormField) => {
    const code: GroupValidationCode | undefined = errors[field];
    return code
      ? t(groupValidationMessages[code] as MessageDescriptor, LIMIT_VALUES[field])
      : undefined;
  };
  const text = (field: 'name' | 'city') => ({
    name: field,
    value: values[field],
    onChange: (e: { target: { value: string } }) => props.onChange(field, e.target.value),
  });

  if (status === 'loading') {
    return <FormSkeleton className={page} loading={t(m.loading)} />;
  }
  if (status === 'notFound' || status === 'forbidden' || status === 'failed') {
    const heading =
      status === 'notFound'
        ? m.notFoundTitle
        : status === 'forbidden'
          ? m.forbiddenTitle
          : m.failedTitle;
    return (
      <div className={page}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t(heading)}</h1>
        {status === 'failed' && (
          <p className={css({ mt: '2', color: 'fg.muted' })}>
            {t(groupErrorMessages[failure ?? 'unknown'])}
          </p>
        )}
        <div className={css({ mt: '4', display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          {status === 'failed' && (
            <Button variant="outline" onClick={props.onRetry}>
              {t(m.retry)}
            </Button>
          )}
          <LinkButton href="/groups" variant="ghost">
            {t(m.toCatalogue)}
          </LinkButton>
        </div>
      </div>
    );
  }

  const busy = status === 'saving' || status === 'saved';
  const errorCount = Object.keys(errors).length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSubmit();
  };
  const privacyOption = (
    value: GroupPrivacy,
    label: MessageDescriptor,
    hint: MessageDescriptor,
  ) => (
    <label className={choice}>
      <input
        type="radio"
        name="privacy"
        value={value}
        checked={values.privacy === value}
        onChange={() => props.onChange('privacy', value)}
      />
      <span>
        <span className={css({ display: 'block', fontWeight: 'medium' })}>{t(label)}</span>
        <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
          {t(hint)}
        </span>
      </span>
    </label>
  );

  return (
    <div className={page}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
        {t(isNew ? m.createTitle : m.editTitle)}
      </h1>
      {isNew && <p className={css({ mt: '1', color: 'fg.muted' })}>{t(m.intro)}</p>}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-describedby={errorCount ? errorId : undefined}
        aria-busy={busy}
        className={css({ mt: '6', display: 'flex', flexDirection: 'column', gap: '6' })}
      >
        <FormProblems
          errorId={errorId}
          errorCount={errorCount}
          fixErrors={t(m.fixErrors, { count: errorCount })}
          failure={failure && t(groupErrorMessages[failure])}
          saveFailed={t(m.saveFailed)}
          dismiss={t(m.dismiss)}
          onDismiss={props.onDismissError}
        />
        <Field label={t(m.name)} required invalid={!!errors.name} errorText={error('name')}>
          <Input {...text('name')} maxLength={GROUP_LIMITS.name.max} autoComplete="off" />
        </Field>
        <Field
          label={t(m.description)}
          helperText={t(m.descriptionHint)}
          invalid={!!errors.description}
          errorText={error('description')}
        >
          <Textarea
            name="description"
            rows={6}
            value={values.description}
            maxLength={GROUP_LIMITS.description.max}
            onChange={(e) => props.onChange('description', e.target.value)}
          />
        </Field>
        <SelectField<CategoryId | ''>
          label={t(m.category)}
          name="categoryId"
          required
          value={values.categoryId}
          invalid={!!errors.categoryId}
          errorText={error('categoryId')}
          onChange={(value) => props.onChange('categoryId', value)}
          options={[
            { value: '', label: t(m.chooseCategory) },
            ...GROUP_CATEGORY_IDS.map((id) => ({ value: id, label: t(groupCategoryMessages[id]) })),
          ]}
        />
        <label
          className={css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' })}
        >
          <input
            type="checkbox"
            name="isOnline"
            checked={values.isOnline}
            onChange={(e) => props.onChange('isOnline', e.target.checked)}
            className={css({ w: '4', h: '4' })}
          />
          {t(m.online)}
        </label>
        <Field
          label={t(values.isOnline ? m.cityOptional : m.city)}
          required={!values.isOnline}
          invalid={!!errors.city}
          errorText={error('city')}
        >
          <Input
            {...text('city')}
            maxLength={GROUP_LIMITS.city.max}
            autoComplete="address-level2"
          />
        </Field>
        <div>
          {props.cover}
          {errors.coverUrl && (
            <p role="alert" className={css({ mt: '2', fontSize: 'sm', color: 'danger.text' })}>
              {error('coverUrl')}
            </p>
          )}
        </div>
        <fieldset className={css({ border: 'none', p: 0, m: 0, minW: 0 })}>
          <legend className={css({ fontWeight: 'semibold', mb: '2', p: 0 })}>{t(m.privacy)}</legend>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            {privacyOption('public', m.public, m.publicHint)}
            {privacyOption('private', m.private, m.privateHint)}
          </div>
        </fieldset>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <Button type="submit" loading={busy} loadingText={t(m.saving)}>
            {t(isNew ? m.create : m.save)}
          </Button>
          <LinkButton href={isNew ? '/groups' : `/groups/${props.groupId}`} variant="ghost">
            {t(m.cancel)}
          </LinkButton>
        </div>
      </form>
    </div>
  );
}
