import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { metaMessages } from './meta.messages';
import { formatPageTitle } from './page-title';
import { DEFAULT_SHARE_IMAGE, absoluteUrl } from './site-url';

const OG_LOCALES: Record<string, string> = { ru: 'ru_RU', en: 'en_US', fr: 'fr_FR', de: 'de_DE' };

export interface PageMetaProps {
  /** The page's own title; the app name is appended. */
  title: string;
  description: string;
  /** Canonical path; defaults to the current path (without query or fragment). */
  path?: string;
  /** Share image, a site path or an absolute URL. */
  image?: string;
  type?: 'website' | 'article' | 'profile';
  /** For pages that must not be indexed, such as the 404. */
  noIndex?: boolean;
}

/**
 * The page's <title>, description, canonical link, Open Graph and Twitter card tags. React 19 hoists
 * these into <head> and removes them when the page unmounts, so each page renders its own.
 */
/** index.html's defaults for link previews give way to the first page's own tags. */
function useReplaceStaticHead() {
  useLayoutEffect(() => {
    document.head.querySelectorAll('[data-static-head]').forEach((node) => node.remove());
  }, []);
}

export function PageMeta({
  title,
  description,
  path,
  image = DEFAULT_SHARE_IMAGE,
  type = 'website',
  noIndex = false,
}: PageMetaProps) {
  const intl = useIntl();
  const [location] = useLocation();
  useReplaceStaticHead();
  const appName = intl.formatMessage(metaMessages.appName);
  const fullTitle = formatPageTitle(title, appName);
  const url = absoluteUrl(path ?? location);
  const imageUrl = absoluteUrl(image);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      {image === DEFAULT_SHARE_IMAGE && <meta property="og:image:width" content="1200" />}
      {image === DEFAULT_SHARE_IMAGE && <meta property="og:image:height" content="630" />}
      <meta property="og:locale" content={OG_LOCALES[intl.locale] ?? 'ru_RU'} />
      <meta property="og:site_name" content={appName} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
