import { fromPromise } from 'xstate';
import { fn } from 'storybook/test';
import type { CataloguePage, LoadPageInput } from '../../machines/events/catalogue.machine';
import type { EventPageData, EventSummary } from '../../machines/events/events.types';
import type { PageQuery } from '../../machines/events/rsvp.machine';
import { answers } from '../support/answers';

export * from '../../tests/machines/events/fixtures';

/** Never settles: a screen held in its loading state. */
export const pending = <T, I = void>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
export const resolved = <T, I = void>(value: T) => fromPromise<T, I>(async () => value);
export const rejected = <T, I = void>(code = 'network') =>
  fromPromise<T, I>(async () => {
    throw { code, message: 'fetch failed' };
  });

export const pages = (...results: (CataloguePage | 'pending' | 'error')[]) =>
  answers<CataloguePage, LoadPageInput>(...results);

export const pageLoader = (data: EventPageData) => resolved<EventPageData, PageQuery>(data);

/** The page as each read finds it, the last one for every read after: a page that changes live. */
export const pageReads = (...reads: EventPageData[]) => {
  let call = 0;
  return fromPromise<EventPageData, PageQuery>(
    async () => reads[Math.min(call++, reads.length - 1)]!,
  );
};
export { reportingChannel } from '../../tests/machines/events/channel-fake';
export const notify = fn();
export type { EventSummary };
