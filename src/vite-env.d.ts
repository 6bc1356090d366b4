/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_SITE_URL?: string;
  /** Comma-free JSON object of social links, e.g. {"telegram":"https://t.me/…"}; hidden when unset. */
  readonly VITE_SOCIAL_LINKS?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
