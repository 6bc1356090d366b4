import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { PageMeta } from '../../components/meta/page-meta';
import { aboutMessages as m } from './about.messages';
import { AboutView, CONTACT_ID } from './about-view';

/**
 * `/about#contact` should land on the contacts, also when wouter navigates there from another page
 * or from this one (pushState does not scroll to fragments the way a full page load does).
 */
function useScrollToContact() {
  useEffect(() => {
    const go = () => {
      if (window.location.hash !== `#${CONTACT_ID}`) return;
      const target = document.getElementById(CONTACT_ID);
      target?.scrollIntoView?.({ block: 'start' });
      target?.focus({ preventScroll: true });
    };
    go();
    const events = ['hashchange', 'pushState', 'replaceState'] as const;
    events.forEach((e) => window.addEventListener(e, go));
    return () => events.forEach((e) => window.removeEventListener(e, go));
  }, []);
}

export function AboutPage() {
  const intl = useIntl();
  useScrollToContact();
  return (
    <>
      <PageMeta
        title={intl.formatMessage(m.metaTitle)}
        description={intl.formatMessage(m.metaDescription)}
        path="/about"
      />
      <AboutView />
    </>
  );
}

export default AboutPage;
