-- The language a visitor wrote in (issue 32: the site in Italian and English). Every request
-- records its page's language; the visitor's confirmation is sent in it, and the firm's
-- notification (in Italian) names it. A newsletter subscription keeps the language of its latest
-- sign-up: its opt-in e-mail is written in it and links to that language's confirm and
-- unsubscribe pages. Rows stored before this migration were all Italian.
-- The list of languages is the site's (supabase/functions/_shared/site-contract/locales.ts); a new one is added here too.

alter table public.contact_submissions
  add column locale text not null default 'it'
  constraint contact_submissions_locale_check check (locale in ('it', 'en'));

comment on column public.contact_submissions.locale is
  'The language of the page the request was sent from (it, en): the visitor''s confirmation is in it.';

alter table public.newsletter_subscriptions
  add column locale text not null default 'it'
  constraint newsletter_subscriptions_locale_check check (locale in ('it', 'en'));

comment on column public.newsletter_subscriptions.locale is
  'The language of the latest sign-up (it, en): the newsletter''s e-mails to this address are in it.';

-- A sign-up again (pending, or back after unsubscribing) takes its language.
grant update (locale) on table public.newsletter_subscriptions to contact_function;
