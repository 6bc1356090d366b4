import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageMeta } from '../../components/meta/page-meta';
import { homeMessages as m } from './home.messages';
import { HomeView } from './home-view';

/**
 * `recommendedSlot`: the featured events, which the app composes in from the events feature;
 * `popularGroupsSlot`: the popular groups, from the groups feature.
 */
export function HomePage({
  recommendedSlot,
  popularGroupsSlot,
}: { recommendedSlot?: ReactNode; popularGroupsSlot?: ReactNode } = {}) {
  const intl = useIntl();
  return (
    <>
      <PageMeta
        title={intl.formatMessage(m.metaTitle)}
        description={intl.formatMessage(m.metaDescription)}
        path="/"
      />
      <HomeView recommendedSlot={recommendedSlot} popularGroupsSlot={popularGroupsSlot} />
    </>
  );
}
