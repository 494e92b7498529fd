-- The edge function that serves every form is now called `forms` (it was named after the contact
-- form alone). The tables' and the alert function's descriptions follow; the drain's address in
-- the vault changes with it, once, in the SQL editor (docs/forms-backend.md, "Deploying"):
--   select vault.update_secret((select id from vault.secrets where name = 'contact_outbox_url'),
--     'https://<project-ref>.supabase.co/functions/v1/forms/outbox');

comment on table public.contact_submissions is
  'Requests from the site''s forms (function forms): contact messages, Academy and event requests, newsletter sign-ups (kind). Not exposed through the API.';

comment on table public.newsletter_subscriptions is
  'Newsletter subscriptions with double opt-in (function forms). Send the newsletter only to status = ''confirmed''. Not exposed through the API.';

comment on table public.contact_outbox is
  'E-mails owed by the forms'' requests, and alerts to the firm (kind alert, no request); drained by the function forms (/outbox). Not exposed through the API.';

comment on function public.claim_form_alerts() is
  'The forms'' alerts due now (docs/forms-backend.md, "Alerts"), recorded in form_alerts: at most one per condition every 6 hours. Called by the function forms after each outbox drain.';
