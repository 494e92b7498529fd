-- Every consent can be demonstrated (issue 47; GDPR art. 7(1)). A request now says its form's
-- consent box was ticked (the function refuses it without), and is stored with the version of the
-- text agreed to: the box's sentence in the page's language and the privacy notice it links to
-- (supabase/functions/_shared/consent-version.ts: "<the notice's updatedOn>+<12 hex digits of a
-- SHA-256 of both>"). The consent's time is the request's created_at, its language the request's
-- locale (the page's). A newsletter confirmation keeps, beside its time (confirmed_at), the same
-- minimised client facts as the sign-up: the HMAC of the address (or /64) and of its block, the
-- browser, the page's origin; the purge clears the hashes and the browser 30 days on, as for every
-- request. form_consents shows it all for a request: what the firm hands over when asked to prove
-- a consent. How long each is kept is in the privacy notice (data/legal/privacy.json).

alter table public.contact_submissions
  add column consent_version text constraint contact_submissions_consent_version_check check (consent_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[+][0-9a-f]{12}$');
comment on column public.contact_submissions.consent_version is
  'The consent text agreed to: the privacy notice''s updatedOn and 12 hex digits of a SHA-256 of the box''s sentence and the notice in the request''s locale (null for requests stored before it was recorded).';

alter table public.newsletter_subscriptions
  add column confirm_ip_hash text check (confirm_ip_hash ~ '^[0-9a-f]{64}$' or confirm_ip_hash = 'unknown'),
  add column confirm_ip_block_hash text check (confirm_ip_block_hash ~ '^[0-9a-f]{64}$'),
  add column confirm_user_agent text check (char_length(confirm_user_agent) <= 512),
  add column confirm_origin text check (char_length(confirm_origin) <= 512);
comment on column public.newsletter_subscriptions.confirm_ip_hash is
  'The confirming client''s address (or /64), as contact_submissions.ip_hash; cleared 30 days after confirmed_at.';
comment on column public.newsletter_subscriptions.confirm_ip_block_hash is
  'The confirming client''s block (/48 or /24), as contact_submissions.ip_block_hash; cleared 30 days after confirmed_at.';
comment on column public.newsletter_subscriptions.confirm_user_agent is
  'The confirming browser (user agent, at most 512 characters); cleared 30 days after confirmed_at.';
comment on column public.newsletter_subscriptions.confirm_origin is
  'The origin of the page that confirmed (the site''s own); kept with the subscription.';
grant update (confirm_ip_hash, confirm_ip_block_hash, confirm_user_agent, confirm_origin) on table public.newsletter_subscriptions to contact_function;

-- The record of each consent: a request's, and for a newsletter sign-up its confirmation's.
create view public.form_consents as
select
  s.id as request_id,
  s.kind,
  s.email,
  s.created_at as given_at,
  s.locale,
  s.consent_version,
  s.ip_hash,
  s.ip_block_hash,
  s.user_agent,
  s.origin,
  n.id as subscription_id,
  n.status as subscription_status,
  n.confirmed_at,
  n.confirm_ip_hash,
  n.confirm_ip_block_hash,
  n.confirm_user_agent,
  n.confirm_origin,
  n.unsubscribed_at
from public.contact_submissions s
left join public.newsletter_subscriptions n on n.request_id = s.id;
comment on view public.form_consents is
  'Each request''s consent (version of the text, time, page language, minimised client) and a newsletter sign-up''s confirmation: to show when asked to prove a consent.';
revoke all on table public.form_consents from public, anon, authenticated, service_role;

-- The purge of migration 20261129120000 (the forms' steps, then page analytics'), clearing a
-- confirmation's client facts like a request's.
create or replace function public.purge_form_data()
returns table (step text, affected bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  n bigint;
begin
  -- Requests (contact, Academy, event): 24 months after receipt; their e-mails go with them.
  delete from public.contact_submissions
  where kind <> 'newsletter' and created_at < now() - interval '24 months';
  get diagnostics n = row_count;
  step := 'requests_deleted'; affected := n; return next;

  -- Newsletter sign-ups never confirmed: as soon as their link expires (48 hours).
  delete from public.newsletter_subscriptions
  where status = 'pending' and confirm_expires_at < now();
  get diagnostics n = row_count;
  step := 'pending_signups_deleted'; affected := n; return next;

  -- Unsubscribed addresses: 30 days after unsubscribing.
  delete from public.newsletter_subscriptions
  where status = 'unsubscribed' and unsubscribed_at < now() - interval '30 days';
  get diagnostics n = row_count;
  step := 'unsubscribed_deleted'; affected := n; return next;

  -- A sign-up request is the record of a consent: kept while it backs a subscription, then
  -- deleted (older than the 48-hour link, so a pending sign-up keeps its request until then).
  delete from public.contact_submissions s
  where s.kind = 'newsletter'
    and s.created_at < now() - interval '48 hours'
    and not exists (select 1 from public.newsletter_subscriptions n where n.request_id = s.id);
  get diagnostics n = row_count;
  step := 'signup_requests_deleted'; affected := n; return next;

  -- IP hashes (the address or /64, the /48) and browser (user agent): 30 days, for every request.
  update public.contact_submissions
  set ip_hash = null, ip_block_hash = null, user_agent = null
  where created_at < now() - interval '30 days' and (ip_hash is not null or ip_block_hash is not null or user_agent is not null);
  get diagnostics n = row_count;
  step := 'ip_and_user_agent_cleared'; affected := n; return next;

  -- A newsletter confirmation's IP hashes and browser, like a request's: 30 days after it.
  update public.newsletter_subscriptions
  set confirm_ip_hash = null, confirm_ip_block_hash = null, confirm_user_agent = null
  where confirmed_at < now() - interval '30 days'
    and (confirm_ip_hash is not null or confirm_ip_block_hash is not null or confirm_user_agent is not null);
  get diagnostics n = row_count;
  step := 'confirmation_ip_and_user_agent_cleared'; affected := n; return next;

  -- E-mails still pending after 7 days (alerts to the firm too, which no request's deletion
  -- takes with it): given up, their body cleared.
  select count(*) into n from public.fail_stale_outbox();
  step := 'outbox_given_up'; affected := n; return next;

  -- E-mails sent or given up (alerts to the firm too): their record (no body) 90 days after.
  delete from public.contact_outbox
  where status <> 'pending' and coalesce(sent_at, failed_at) < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'outbox_records_deleted'; affected := n; return next;

  delete from public.form_events where minute < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'events_deleted'; affected := n; return next;

  -- Used proof-of-work challenges: once expired, a replay is refused by the signature anyway.
  delete from public.form_challenges_used where expires_at < now();
  get diagnostics n = row_count;
  step := 'used_challenges_deleted'; affected := n; return next;

  -- Alerts sent: 90 days, like the counters they report.
  delete from public.form_alerts where alerted_at < now() - interval '90 days';
  get diagnostics n = row_count;
  step := 'alerts_deleted'; affected := n; return next;

  -- Challenges fetched per client: the rate limit looks one hour back; a day at most.
  delete from public.form_challenge_requests where minute < now() - interval '1 day';
  get diagnostics n = row_count;
  step := 'challenge_requests_deleted'; affected := n; return next;

  -- Page analytics: the days that are over summed and their salts deleted, then its retention periods.
  return query select * from public.purge_analytics_data();
end
$$;
