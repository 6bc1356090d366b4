import { useId, type FormEvent, type ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { css } from 'styled-system/css';
import type { EventFormStatus } from '../../../machines/events/event-form.selectors';
import { EVENT_LIMITS } from '../../../machines/events/event-limits';
import type { EventField, FormErrors } from '../../../machines/events/event-form.validation';
import {
  CATEGORY_IDS,
  type EventFormValues,
  type EventsErrorCode,
} from '../../../machines/events/events.types';
import { FormProblems, useRevealProblems } from '../../components/form/form-problems';
import { FormSkeleton } from '../../components/form/form-skeleton';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog, DialogClose } from '../../components/ui/dialog';
import { Field, Input, type InputProps, Textarea } from '../../components/ui/field';
import { LinkButton } from '../../components/ui/link-button';
import { Select } from '../../components/ui/select';
import {
  categoryMessages,
  errorMessages,
  formMessages as m,
  pageMessages,
  validationMessages,
} from './events.messages';
import { FilterChips } from './filter-chips';

/** Russia's zones first (most events are there), then whatever the device says. */
const ZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
];

export interface EventFormViewProps {
  status: EventFormStatus;
  isNew: boolean;
  eventId: string | null;
  values: EventFormValues;
  errors: FormErrors;
  restored: boolean;
  intent: 'publish' | 'draft';
  failure: EventsErrorCode | null;
  canSaveDraft: boolean;
  canCancel: boolean;
  /** A saved draft: it can be deleted. */
  canDelete: boolean;
  /**
   * Changes whenever the first problem (a field's error or the refused save) must come into view
   * and take focus: the person may be anywhere on a long form, usually at its buttons.
   */
  reveal: number;
  /** An admin editing someone else's event. */
  moderating: boolean;
  /** The cover picker: the upload feature's component, composed in by the app. */
  cover: ReactNode;
  onChange: (field: keyof EventFormValues, value: string | boolean) => void;
  onPublish: () => void;
  onSaveDraft: () => void;
  onDiscardDraft: () => void;
  onCancelEvent: () => void;
  onConfirmCancel: () => void;
  onDismissCancel: () => void;
  onDeleteEvent: () => void;
  onConfirmDelete: () => void;
  onDismissDelete: () => void;
  onDismissError: () => void;
  onRetry: () => void;
}

const page = css({
  maxW: '3xl',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
});
const fieldset = css({
  border: 'none',
  p: 0,
  m: 0,
  minW: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
});
const legend = css({ fontSize: 'lg', fontWeight: 'bold', mb: '3', p: 0 });
/** The form's free-text values: each is one labelled control. */
type TextValue =
  | 'title'
  | 'description'
  | 'startsAt'
  | 'endsAt'
  | 'venueName'
  | 'address'
  | 'city'
  | 'onlineUrl'
  | 'maxAttendees'
  | 'price';

interface TextFieldOptions extends Omit<InputProps, 'name' | 'value' | 'onChange'> {
  required?: boolean;
  hint?: MessageDescriptor;
  /** A multi-line box of this many rows instead of a one-line input. */
  rows?: number;
}

/** The database's limits, as the error texts' values: one definition, never a copy. */
const LIMIT_VALUES: Partial<Record<EventField, Record<string, number>>> = EVENT_LIMITS;

const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
});

export function EventFormView(props: EventFormViewProps) {
  const { status, isNew, eventId, values, errors, restored, intent, failure, moderating } = props;
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorId = useId();
  const formRef = useRevealProblems(props.reveal);
  const error = (field: keyof FormErrors) =>
    errors[field]
      ? t(validationMessages[errors[field]!] as MessageDescriptor, LIMIT_VALUES[field])
      : undefined;
  /** One text value bound to its control, label, hint and error. */
  const textField = (
    name: TextValue,
    label: MessageDescriptor,
    { required, hint, rows, ...input }: TextFieldOptions = {},
  ) => {
    const onChange = (e: { target: { value: string } }) => props.onChange(name, e.target.value);
    return (
      <Field
        label={t(label)}
        required={required}
        helperText={hint && t(hint)}
        invalid={!!errors[name as EventField]}
        errorText={error(name as EventField)}
      >
        {rows ? (
          <Textarea
            name={name}
            rows={rows}
            value={values[name]}
            onChange={onChange}
            maxLength={input.maxLength}
          />
        ) : (
          <Input name={name} value={values[name]} onChange={onChange} {...input} />
        )}
      </Field>
    );
  };
  const busy = status === 'saving' || status === 'cancelling' || status === 'deleting';
  const title = t(isNew ? m.createTitle : m.editTitle);

  if (status === 'loading') {
    return <FormSkeleton className={page} loading={t(m.loading)} />;
  }
  if (status === 'notFound' || status === 'forbidden' || status === 'failed') {
    return (
      <div className={page}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
          {t(
            status === 'notFound'
              ? pageMessages.notFoundTitle
              : status === 'forbidden'
                ? m.forbiddenTitle
                : pageMessages.errorTitle,
          )}
        </h1>
        {status === 'failed' && (
          <Button variant="outline" className={css({ mt: '4' })} onClick={props.onRetry}>
            {t(pageMessages.retry)}
          </Button>
        )}
        <LinkButton href="/events" variant="ghost" className={css({ mt: '4' })}>
          {t(pageMessages.backToCatalogue)}
        </LinkButton>
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onPublish();
  };

  return (
    <div className={page}>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', mb: '6' })}>
        {title}
      </h1>
      {moderating && <Alert className={css({ mb: '6' })}>{t(m.moderating)}</Alert>}
      {restored && (
        <Alert
          className={css({ mb: '6' })}
          action={
            <Button size="sm" variant="ghost" onClick={props.onDiscardDraft}>
              {t(m.discardDraft)}
            </Button>
          }
        >
          {t(m.draftRestored)}
        </Alert>
      )}
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-describedby={errorCount ? errorId : undefined}
        className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}
      >
        <FormProblems
          errorId={errorId}
          errorCount={errorCount}
          fixErrors={t(m.fixErrors, { count: errorCount })}
          failure={failure && t(errorMessages[failure])}
          saveFailed={t(m.saveFailed)}
          dismiss={t(pageMessages.dismiss)}
          onDismiss={props.onDismissError}
        />

        <fieldset className={fieldset} disabled={busy}>
          <legend className={legend}>{t(m.basics)}</legend>
          {props.cover}
          {textField('title', m.title, { required: true, maxLength: EVENT_LIMITS.title.max })}
          {textField('description', m.description, {
            rows: 6,
            maxLength: EVENT_LIMITS.description.max,
          })}
          <div data-invalid-group={errors.categoryId ? '' : undefined}>
            <FilterChips
              legend={`${t(m.category)} *`}
              name="categoryId"
              value={values.categoryId || null}
              onChange={(id) => props.onChange('categoryId', id ?? '')}
              options={CATEGORY_IDS.map((id) => ({ value: id, label: t(categoryMessages[id]) }))}
            />
            {errors.categoryId && (
              <p role="alert" className={css({ mt: '2', fontSize: 'sm', color: 'danger.text' })}>
                {error('categoryId')}
              </p>
            )}
          </div>
        </fieldset>

        <fieldset className={fieldset} disabled={busy}>
          <legend className={legend}>{t(m.whenWhere)}</legend>
          <div className={twoColumns}>
            {textField('startsAt', m.startsAt, { required: true, type: 'datetime-local' })}
            {textField('endsAt', m.endsAt, {
              required: true,
              type: 'datetime-local',
              min: values.startsAt || undefined,
            })}
          </div>
          <Select
            label={t(m.timeZone)}
            helperText={t(m.timeZoneHint)}
            items={[...new Set([...ZONES, values.timeZone])].map((z) => ({ value: z, label: z }))}
            value={values.timeZone}
            invalid={!!errors.timeZone}
            errorText={error('timeZone')}
            onValueChange={(z) => props.onChange('timeZone', z ?? 'Europe/Moscow')}
          />
          <FilterChips
            legend={t(m.format)}
            name="format"
            value={values.isOnline ? 'online' : 'offline'}
            onChange={(f) => props.onChange('isOnline', f === 'online')}
            options={[
              { value: 'offline', label: t(m.offline) },
              { value: 'online', label: t(m.online) },
            ]}
          />
          {values.isOnline ? (
            textField('onlineUrl', m.onlineUrl, {
              required: true,
              hint: m.onlineUrlHint,
              type: 'url',
              inputMode: 'url',
              placeholder: 'https://',
              maxLength: EVENT_LIMITS.onlineUrl.max,
            })
          ) : (
            <>
              {textField('venueName', m.venueName, {
                required: true,
                maxLength: EVENT_LIMITS.venueName.max,
              })}
              <div className={twoColumns}>
                {textField('address', m.address, {
                  autoComplete: 'street-address',
                  maxLength: EVENT_LIMITS.address.max,
                })}
                {textField('city', m.city, {
                  required: true,
                  autoComplete: 'address-level2',
                  maxLength: EVENT_LIMITS.city.max,
                })}
              </div>
            </>
          )}
        </fieldset>

        <fieldset className={fieldset} disabled={busy}>
          <legend className={legend}>{t(m.attendance)}</legend>
          <div className={twoColumns}>
            {textField('maxAttendees', m.maxAttendees, {
              hint: m.maxAttendeesHint,
              inputMode: 'numeric',
            })}
            {textField('price', m.price, { hint: m.priceHint, inputMode: 'decimal' })}
          </div>
        </fieldset>

        <div
          className={css({
            display: 'flex',
            flexDirection: { base: 'column', sm: 'row' },
            gap: '3',
            justifyContent: 'space-between',
          })}
        >
          <div
            className={css({
              display: 'flex',
              flexDirection: { base: 'column', sm: 'row' },
              gap: '3',
            })}
          >
            <Button
              type="submit"
              loading={status === 'saving' && intent === 'publish'}
              loadingText={t(m.saving)}
              disabled={busy}
            >
              {t(isNew || props.canSaveDraft ? m.publish : m.saveChanges)}
            </Button>
            {props.canSaveDraft && (
              <Button
                variant="outline"
                onClick={props.onSaveDraft}
                loading={status === 'saving' && intent === 'draft'}
                loadingText={t(m.saving)}
                disabled={busy}
              >
                {t(m.saveDraft)}
              </Button>
            )}
            {eventId && (
              <LinkButton href={`/events/${eventId}`} variant="ghost">
                {t(m.backToEvent)}
              </LinkButton>
            )}
          </div>
          {props.canDelete && (
            <Dialog
              role="alertdialog"
              open={status === 'confirmingDelete' || status === 'deleting'}
              onOpenChange={(open) => (open ? props.onDeleteEvent() : props.onDismissDelete())}
              title={t(m.deleteConfirmTitle)}
              description={t(m.deleteConfirmText)}
              trigger={
                <Button variant="destructive" disabled={busy}>
                  {t(m.deleteDraft)}
                </Button>
              }
              footer={
                <>
                  <DialogClose>
                    <Button variant="outline">{t(m.deleteKeep)}</Button>
                  </DialogClose>
                  <Button
                    variant="destructive"
                    onClick={props.onConfirmDelete}
                    loading={status === 'deleting'}
                    loadingText={t(m.deleting)}
                  >
                    {t(m.deleteConfirm)}
                  </Button>
                </>
              }
            />
          )}
          {props.canCancel && (
            <Dialog
              role="alertdialog"
              open={status === 'confirmingCancel' || status === 'cancelling'}
              onOpenChange={(open) => (open ? props.onCancelEvent() : props.onDismissCancel())}
              title={t(m.cancelConfirmTitle)}
              description={t(m.cancelConfirmText)}
              trigger={
                <Button variant="destructive" disabled={busy}>
                  {t(m.cancelEvent)}
                </Button>
              }
              footer={
                <>
                  <DialogClose>
                    <Button variant="outline">{t(m.cancelKeep)}</Button>
                  </DialogClose>
                  <Button
                    variant="destructive"
                    onClick={props.onConfirmCancel}
                    loading={status === 'cancelling'}
                    loadingText={t(m.cancelling)}
                  >
                    {t(m.cancelConfirm)}
                  </Button>
                </>
              }
            />
          )}
        </div>
      </form>
    </div>
  );
}
