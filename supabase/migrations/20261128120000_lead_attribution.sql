-- Lead attribution (issue 46): where a request's visit came from, as the site sends it and the
-- function keeps it (the rules: supabase/functions/_shared/site-contract/attribution.ts): the
-- landing page, the page of the form, the referrer's host, the first and last campaign
-- parameters, the call to action. For reporting only. It lives in the request's row, so the
-- retention purge (purge_form_data(): 24 months; a newsletter sign-up while its subscription
-- lasts) deletes it with the lead; the firm's notification, which shows it, loses its body in the
-- outbox once sent, like every e-mail.
-- Null when the request carried none, or nothing of it passed the rules. The size check is a
-- backstop far above what the rules let through (about 6 KB at most, every campaign value at its
-- longest in four-byte letters): a valid attribution must never make the lead's insert fail.

alter table public.contact_submissions
  add column attribution jsonb
  constraint contact_submissions_attribution_check
    check (attribution is null or (jsonb_typeof(attribution) = 'object' and pg_column_size(attribution) <= 16384));

comment on column public.contact_submissions.attribution is
  'Where the visit came from, as validated (landingPage, formPage, referrerHost, firstTouch and lastTouch {source, medium, campaign, term, content}, cta, ctaPage): for reporting only, deleted with the request.';

-- contact_function inserts it through its table-wide INSERT (20261123120000) and reads it back
-- through its SELECT: a confirmed newsletter sign-up's notification shows its request's.
