-- The language a person reads the site and their emails in (issue 17, issue 18's settings page writes
-- it). The emails are sent by the database's outbox long after the browser that chose the language has
-- gone, so the choice lives on the profile, not only in the browser. The owner writes it like the other
-- profile fields (the update policy of 20261121000000); the check keeps it to the four languages the
-- site and the mail templates have. Portable (PostgreSQL 15+, PGlite).

alter table public.profiles
  add column language text not null default 'ru'
    constraint profiles_language_check check (language in ('ru', 'en', 'fr', 'de'));

comment on column public.profiles.language is 'The person''s language for the site and their emails: ru, en, fr or de.';

grant update (language) on table public.profiles to authenticated;
