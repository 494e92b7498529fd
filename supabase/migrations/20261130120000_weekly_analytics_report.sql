-- The weekly report (issue 46): what page analytics and the leads say about a period, computed here
-- from the daily roll-ups (migration 20261129120000) and from the leads' attribution
-- (20261128120000), and e-mailed to the firm every Monday through the outbox.
--
-- - analytics_report(first_day, last_day, article_pattern): every figure of a period as one jsonb,
--   beside the same number of days before it: visitors, visits, page views and leads; the top pages
--   and articles; the referring sites and campaigns; the leads by form and by source; each landing
--   page's conversion. Each figure is a function of its own, below. The e-mail
--   (supabase/functions/_shared/report-email.ts) and `npm run report` (scripts/backend/
--   analytics-report.ts) both print what it returns, and nothing they print is computed elsewhere;
-- - claim_weekly_analytics_report(article_pattern): the last complete week (Monday to Sunday,
--   Europe/Rome) once all its days are summed, claimed once: the forms function calls it after every
--   outbox drain (pg_cron each minute; locally a timer) and queues the e-mail it returns in the same
--   transaction, as it does the alerts (claim_form_alerts()). A week with neither a page view nor a
--   lead is claimed and not reported;
-- - analytics_weekly_reports: which weeks were claimed; no personal data. Kept 25 months, like the
--   roll-ups (purge_analytics_data(), below);
-- - the outbox takes e-mails of kind 'report', tied to no request, like the alerts.
-- The figures read no raw event (those go after 30 days) and no personal field of a lead: its form,
-- when it came, and its attribution's landing page, first campaign source and referring host.
-- Only contact_function may call anything here, and only the claim. Like the earlier migrations: RLS
-- on, nothing granted to the API roles.

alter table public.contact_outbox drop constraint contact_outbox_kind_check;
alter table public.contact_outbox drop constraint contact_outbox_alert_has_no_request;
alter table public.contact_outbox
  add constraint contact_outbox_kind_check check (kind in ('notification', 'confirmation', 'alert', 'report')),
  add constraint contact_outbox_firm_mail_has_no_request check ((kind in ('alert', 'report')) = (submission_id is null));
comment on table public.contact_outbox is
  'E-mails owed by the forms'' requests, alerts to the firm (kind alert) and its weekly report (kind report), the last two tied to no request; drained by the forms function (/outbox). Not exposed through the API.';

-- A page's path as page analytics store it, without trailing slashes ("/" stays "/"): a lead's
-- landing page is what the browser's location gave, and is compared with them.
create function public.analytics_report_path(path text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when path is null then null else coalesce(nullif(rtrim(path, '/'), ''), '/') end
$$;

-- `part` of `whole` in per cent, to one decimal; null when there is nothing to divide by.
create function public.analytics_report_percent(part bigint, whole bigint)
returns numeric
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when whole > 0 then round(100.0 * part / whole, 1) end
$$;

-- A figure beside the one before it: {"current", "previous", "change_percent"}, the change in whole
-- per cent, null when the period before had none to compare with.
create function public.analytics_report_figure(current_value bigint, previous_value bigint)
returns jsonb
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_build_object(
    'current', current_value,
    'previous', previous_value,
    'change_percent', case when previous_value > 0 then round(100.0 * (current_value - previous_value) / previous_value)::int end)
$$;

-- The leads of a period (Europe/Rome days), every form's: which form, the source of the visit (its
-- first campaign's utm_source, else the referring site's host; null for neither: a direct visit)
-- and its landing page.
create function public.analytics_report_leads(first_day date, last_day date)
returns table (form text, source text, landing_page text)
language sql
stable
set search_path = ''
as $$
  select s.kind,
         coalesce(nullif(s.attribution #>> '{firstTouch,source}', ''), nullif(s.attribution ->> 'referrerHost', '')),
         public.analytics_report_path(s.attribution ->> 'landingPage')
  from public.contact_submissions s
  where s.created_at >= (first_day::timestamp at time zone 'Europe/Rome')
    and s.created_at < ((last_day + 1)::timestamp at time zone 'Europe/Rome')
$$;

-- Visitors (each day's, summed: a returning visitor counts once a day), visits, page views and leads.
create function public.analytics_report_totals(first_day date, last_day date)
returns table (visitors bigint, visits bigint, pageviews bigint, leads bigint)
language sql
stable
set search_path = ''
as $$
  select coalesce(sum(t.visitors), 0)::bigint, coalesce(sum(t.visits), 0)::bigint, coalesce(sum(t.pageviews), 0)::bigint,
         (select count(*) from public.analytics_report_leads(first_day, last_day))
  from public.analytics_daily_totals t
  where t.day between first_day and last_day
$$;

-- The most viewed pages, those whose path matches `path_pattern` when it is given (a POSIX regular
-- expression: the articles'), with their visitors and entries (visits that began there).
create function public.analytics_report_pages(first_day date, last_day date, path_pattern text, top int)
returns table (pathname text, pageviews bigint, visitors bigint, entries bigint)
language sql
stable
set search_path = ''
as $$
  select p.pathname, sum(p.pageviews)::bigint, sum(p.visitors)::bigint, sum(p.entries)::bigint
  from public.analytics_daily_pages p
  where p.day between first_day and last_day and (path_pattern is null or p.pathname ~ path_pattern)
  group by p.pathname
  having sum(p.pageviews) > 0
  order by 2 desc, 4 desc, 1
  limit top
$$;

-- The other sites that sent visits (the referring host of each visit's first page).
create function public.analytics_report_referrers(first_day date, last_day date, top int)
returns table (referrer_host text, visits bigint, pageviews bigint)
language sql
stable
set search_path = ''
as $$
  select s.referrer_host, sum(s.visits)::bigint, sum(s.pageviews)::bigint
  from public.analytics_daily_sources s
  where s.day between first_day and last_day and s.referrer_host <> ''
  group by s.referrer_host
  order by 2 desc, 3 desc, 1
  limit top
$$;

-- The campaigns that brought visits: the utm_source, utm_medium and utm_campaign of each visit's
-- first page ('' for one it did not have).
create function public.analytics_report_campaigns(first_day date, last_day date, top int)
returns table (utm_source text, utm_medium text, utm_campaign text, visits bigint, pageviews bigint)
language sql
stable
set search_path = ''
as $$
  select s.utm_source, s.utm_medium, s.utm_campaign, sum(s.visits)::bigint, sum(s.pageviews)::bigint
  from public.analytics_daily_sources s
  where s.day between first_day and last_day and (s.utm_source <> '' or s.utm_medium <> '' or s.utm_campaign <> '')
  group by s.utm_source, s.utm_medium, s.utm_campaign
  order by 4 desc, 5 desc, 1, 2, 3
  limit top
$$;

-- The leads by form, beside the period before's (forms with a lead in either).
create function public.analytics_report_leads_by_form(first_day date, last_day date, previous_first_day date, previous_last_day date)
returns table (form text, leads bigint, previous bigint)
language sql
stable
set search_path = ''
as $$
  select coalesce(c.form, p.form), coalesce(c.leads, 0), coalesce(p.leads, 0)
  from (select l.form, count(*) as leads from public.analytics_report_leads(first_day, last_day) l group by l.form) c
  full join (select l.form, count(*) as leads from public.analytics_report_leads(previous_first_day, previous_last_day) l group by l.form) p
    on p.form = c.form
  order by 2 desc, 3 desc, 1
$$;

-- The leads by the source of their visit (null: direct).
create function public.analytics_report_leads_by_source(first_day date, last_day date, top int)
returns table (source text, leads bigint)
language sql
stable
set search_path = ''
as $$
  select l.source, count(*)
  from public.analytics_report_leads(first_day, last_day) l
  group by l.source
  order by 2 desc, 1 nulls last
  limit top
$$;

-- Each landing page's entries (visits that began there), the leads whose visit began there, and the
-- one over the other: pages with leads first. A lead whose landing page had no entry counted (a
-- visitor whose browser sent no page view) shows its leads and no rate.
create function public.analytics_report_landing_pages(first_day date, last_day date, top int)
returns table (pathname text, entries bigint, leads bigint, conversion_percent numeric)
language sql
stable
set search_path = ''
as $$
  with entries as (
    select p.pathname, sum(p.entries)::bigint as entries
    from public.analytics_daily_pages p
    where p.day between first_day and last_day
    group by p.pathname
    having sum(p.entries) > 0
  ), leads as (
    select l.landing_page as pathname, count(*) as leads
    from public.analytics_report_leads(first_day, last_day) l
    where l.landing_page is not null
    group by l.landing_page
  )
  select coalesce(e.pathname, l.pathname), coalesce(e.entries, 0), coalesce(l.leads, 0),
         public.analytics_report_percent(coalesce(l.leads, 0), coalesce(e.entries, 0))
  from entries e
  full join leads l on l.pathname = e.pathname
  order by 3 desc, 2 desc, 1
  limit top
$$;

-- Every figure of the report for the days first_day to last_day (Europe/Rome), each beside the same
-- number of days just before where it has one. `article_pattern`: a POSIX regular expression of the
-- articles' paths (the route map's, supabase/functions/_shared/report-email.ts).
create function public.analytics_report(first_day date, last_day date, article_pattern text)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  -- How many rows each list has at most.
  top_rows constant int := 10;
  top_articles constant int := 5;
  previous_first_day date;
  previous_last_day date;
  cur record;
  prev record;
begin
  if first_day is null or last_day is null or last_day < first_day then
    raise exception 'analytics_report: no period from % to %', first_day, last_day using errcode = '22023';
  end if;
  previous_last_day := first_day - 1;
  previous_first_day := previous_last_day - (last_day - first_day);
  select * into cur from public.analytics_report_totals(first_day, last_day);
  select * into prev from public.analytics_report_totals(previous_first_day, previous_last_day);
  return jsonb_build_object(
    'period', jsonb_build_object('first_day', first_day, 'last_day', last_day,
                                 'previous_first_day', previous_first_day, 'previous_last_day', previous_last_day),
    'totals', jsonb_build_object(
      'visitors', public.analytics_report_figure(cur.visitors, prev.visitors),
      'visits', public.analytics_report_figure(cur.visits, prev.visits),
      'pageviews', public.analytics_report_figure(cur.pageviews, prev.pageviews),
      'leads', public.analytics_report_figure(cur.leads, prev.leads)),
    'conversion_percent', public.analytics_report_percent(cur.leads, cur.visits),
    'top_pages', (select coalesce(jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality), '[]')
                  from public.analytics_report_pages(first_day, last_day, null, top_rows) with ordinality r),
    'top_articles', (select coalesce(jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality), '[]')
                     from public.analytics_report_pages(first_day, last_day, article_pattern, top_articles) with ordinality r),
    'referrers', (select coalesce(jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality), '[]')
                  from public.analytics_report_referrers(first_day, last_day, top_rows) with ordinality r),
    'campaigns', (select coalesce(jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality), '[]')
                  from public.analytics_report_campaigns(first_day, last_day, top_rows) with ordinality r),
    'leads_by_form', (select coalesce(jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality), '[]')
                      from public.analytics_report_leads_by_form(first_day, last_day, previous_first_day, previous_last_day) with ordinality r),
    'leads_by_source', (select coalesce(jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality), '[]')
                        from public.analytics_report_leads_by_source(first_day, last_day, top_rows) with ordinality r),
    'landing_pages', (select coalesce(jsonb_agg(to_jsonb(r) - 'ordinality' order by r.ordinality), '[]')
                      from public.analytics_report_landing_pages(first_day, last_day, top_rows) with ordinality r)
  );
end
$$;

create table public.analytics_weekly_reports (
  -- The week's Monday (Europe/Rome).
  week_start date primary key check (extract(isodow from week_start) = 1),
  claimed_at timestamptz not null default now(),
  -- false: the week had neither a page view nor a lead, and no e-mail was queued.
  queued boolean not null
);
comment on table public.analytics_weekly_reports is
  'The weeks whose report was claimed (claim_weekly_analytics_report()), each once. No personal data. Kept 25 months.';
alter table public.analytics_weekly_reports enable row level security;
revoke all on table public.analytics_weekly_reports from public, anon, authenticated, service_role;

-- The last complete week's report, when it is due: once the week is over (Monday, Europe/Rome) and
-- every day of it that had events is summed (the hourly close-analytics-days job sums a day within
-- the hour after it ends), and only if no one claimed that week before. Claims take one advisory
-- lock: drains running together claim it once. Returns the week and its figures when they are to be
-- e-mailed; nothing when it is not due, was claimed already, or had neither a page view nor a lead
-- (then it is claimed all the same, and never looked at again).
create function public.claim_weekly_analytics_report(article_pattern text)
returns table (week_start date, week_end date, report jsonb)
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_monday constant date := date_trunc('week', public.analytics_day(now())::timestamp)::date;
  first_day constant date := this_monday - 7;
  last_day constant date := this_monday - 1;
  figures jsonb;
  worth_sending boolean;
begin
  perform pg_advisory_xact_lock(hashtextextended('weekly-analytics-report', 0));
  if exists (select 1 from public.analytics_weekly_reports r where r.week_start = first_day) then
    return;
  end if;
  if exists (select 1 from generate_series(first_day, last_day, interval '1 day') as d(day)
             where exists (select 1 from public.analytics_events e where e.day = d.day::date)
               and not exists (select 1 from public.analytics_daily_totals t where t.day = d.day::date)) then
    return;
  end if;
  figures := public.analytics_report(first_day, last_day, article_pattern);
  worth_sending := (figures #>> '{totals,pageviews,current}')::bigint > 0 or (figures #>> '{totals,leads,current}')::bigint > 0;
  insert into public.analytics_weekly_reports (week_start, queued) values (first_day, worth_sending);
  if worth_sending then
    return query select first_day, last_day, figures;
  end if;
end
$$;

revoke all on function public.analytics_report_path(text) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_percent(bigint, bigint) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_figure(bigint, bigint) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_leads(date, date) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_totals(date, date) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_pages(date, date, text, int) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_referrers(date, date, int) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_campaigns(date, date, int) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_leads_by_form(date, date, date, date) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_leads_by_source(date, date, int) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report_landing_pages(date, date, int) from public, anon, authenticated, service_role;
revoke all on function public.analytics_report(date, date, text) from public, anon, authenticated, service_role;
revoke all on function public.claim_weekly_analytics_report(text) from public, anon, authenticated, service_role;
-- The forms function claims the week and queues its e-mail; it reads none of the figures' tables.
grant execute on function public.claim_weekly_analytics_report(text) to contact_function;
comment on function public.claim_weekly_analytics_report(text) is
  'The last complete week''s report when due (docs/analytics.md, "The weekly report"), claimed once. Called by the forms function after each outbox drain.';

-- The retention periods of migration 20261129120000, plus the weekly reports' record (25 months).
create or replace function public.purge_analytics_data()
returns table (step text, affected bigint)
language plpgsql
security definer
set search_path = ''
as $$
declare
  n bigint;
  oldest_day constant date := (public.analytics_day(now()) - interval '25 months')::date;
begin
  return query select * from public.close_analytics_days();

  -- Raw events: 30 days (their days were summed above, the latest hourly).
  delete from public.analytics_events where received_at < now() - interval '30 days';
  get diagnostics n = row_count;
  step := 'analytics_events_deleted'; affected := n; return next;

  -- Daily roll-ups: 25 months (a month's report beside the same month a year, and then two years, before).
  delete from public.analytics_daily_totals where day < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_daily_totals_deleted'; affected := n; return next;
  delete from public.analytics_daily_pages where day < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_daily_pages_deleted'; affected := n; return next;
  delete from public.analytics_daily_sources where day < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_daily_sources_deleted'; affected := n; return next;
  delete from public.analytics_daily_events where day < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_daily_events_deleted'; affected := n; return next;

  -- The weeks reported: as long as the roll-ups they were computed from.
  delete from public.analytics_weekly_reports where week_start < oldest_day;
  get diagnostics n = row_count;
  step := 'analytics_weekly_reports_deleted'; affected := n; return next;
end
$$;
revoke all on function public.purge_analytics_data() from public, anon, authenticated, service_role;
