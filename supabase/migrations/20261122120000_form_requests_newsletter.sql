-- Every form of the site goes through send-contact-email: besides contact messages, Academy
-- custom-path requests, event requests and newsletter sign-ups. Each request is a row of
-- contact_submissions (same idempotency key, rate limits and outbox as a contact message), with
-- its form in `kind` and the fields beyond name, e-mail, company and message in `details`.
-- Newsletter subscriptions (double opt-in) have a table of their own.
-- Like the first migration: RLS on with no policy, every privilege revoked from the API roles.

alter table public.contact_submissions
  add column kind text not null default 'contact' check (kind in ('contact', 'academy', 'event', 'newsletter')),
  add column details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object' and pg_column_size(details) <= 16384);

-- A newsletter sign-up has no name; only a contact message must have a message (an Academy or
-- event request may leave its description empty).
alter table public.contact_submissions drop constraint contact_submissions_name_check;
alter table public.contact_submissions add constraint contact_submissions_name_check
  check (char_length(name) <= 100 and (kind = 'newsletter' or char_length(name) >= 1));
alter table public.contact_submissions drop constraint contact_submissions_message_check;
alter table public.contact_submissions add constraint contact_submissions_message_check
  check (char_length(message) <= 2000 and (kind <> 'contact' or char_length(message) >= 1));

comment on table public.contact_submissions is
  'Requests from the site''s forms (function send-contact-email): contact messages, Academy and event requests, newsletter sign-ups (kind). Not exposed through the API.';
comment on column public.contact_submissions.details is
  'The form''s fields beyond name, email, company and message, as validated (Academy: phone, area, teamSize, mode; event: phone, eventType, participants, period, budget).';

-- One row per address: pending until the link in the opt-in e-mail is followed, then confirmed;
-- unsubscribed by the link every newsletter e-mail carries.
create table public.newsletter_subscriptions (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 255),
  status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  -- The sign-up that issued the current link: its row is the record of the consent (time,
  -- origin, IP hash) and the firm's notification is attached to it.
  request_id uuid references public.contact_submissions (id) on delete set null,
  -- SHA-256 (hex) of the confirmation link's token; the token itself is never stored. Cleared
  -- once used, so a link confirms at most once.
  confirm_token_hash text unique check (confirm_token_hash ~ '^[0-9a-f]{64}$'),
  confirm_expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  check (status <> 'pending' or (confirm_token_hash is not null and confirm_expires_at is not null)),
  check (status <> 'confirmed' or confirmed_at is not null)
);

create unique index newsletter_subscriptions_email on public.newsletter_subscriptions (lower(email));

comment on table public.newsletter_subscriptions is
  'Newsletter subscriptions with double opt-in (function send-contact-email). Send the newsletter only to status = ''confirmed''. Not exposed through the API.';

alter table public.newsletter_subscriptions enable row level security;
revoke all on table public.newsletter_subscriptions from public, anon, authenticated, service_role;
