-- Demo data for local development: `supabase db reset` and the local stack's first start load it.
-- Three confirmed accounts (passwords in the README): one admin, two members. Password hashes are
-- bcrypt (cost 10) computed ahead of time, so the seed needs no pgcrypto.
-- The empty strings in the token columns matter: GoTrue fails on NULLs there.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
) values
  (
    '00000000-0000-0000-0000-000000000000', 'a1000000-0000-4000-8000-000000000001',
    'authenticated', 'authenticated', 'admin@vstrechi.test',
    '$2a$10$9dAx58FqRtMDrB5UGuPbbO8G8m4mU4HEx2gSOFjeHqXYxKXuj6ozW', now(),
    '', '', '', '',
    '{"provider": "email", "providers": ["email"], "role": "admin"}',
    '{"full_name": "Анна Смирнова", "email_verified": true}', now(), now()
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'a1000000-0000-4000-8000-000000000002',
    'authenticated', 'authenticated', 'dmitry@vstrechi.test',
    '$2a$10$440s2nI2TZ/xFLXAVjlMU.OyTjOF76O7PLDql6Mt175Te8Wx5Dhlm', now(),
    '', '', '', '',
    '{"provider": "email", "providers": ["email"], "role": "business"}',
    '{"full_name": "Дмитрий Иванов", "email_verified": true}', now(), now()
  ),
  (
    '00000000-0000-0000-0000-000000000000', 'a1000000-0000-4000-8000-000000000003',
    'authenticated', 'authenticated', 'ekaterina@vstrechi.test',
    '$2a$10$wVY29YMxviRwDMBUUwzwheIo4Qm4IJAfujRX9Y0qxiR/bobHRjOc2', now(),
    '', '', '', '',
    '{"provider": "email", "providers": ["email"], "role": "business"}',
    '{"full_name": "Екатерина Петрова", "email_verified": true}', now(), now()
  );

-- GoTrue signs in through the email identity, not through auth.users alone.
insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select
  u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', null, now(), now()
from auth.users u
where u.id in (
  'a1000000-0000-4000-8000-000000000001',
  'a1000000-0000-4000-8000-000000000002',
  'a1000000-0000-4000-8000-000000000003'
);

-- Profiles come from the on_auth_user_created trigger (full_name from the metadata above).
