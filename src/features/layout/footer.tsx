import { FooterView } from './footer-view';
import { parseSocialLinks } from './social-links';

// Build-time configuration: parsed once, not on every render.
const socialLinks = parseSocialLinks(import.meta.env.VITE_SOCIAL_LINKS);

export function Footer() {
  return <FooterView year={new Date().getFullYear()} socialLinks={socialLinks} />;
}
