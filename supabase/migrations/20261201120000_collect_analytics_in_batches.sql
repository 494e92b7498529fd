-- Page analytics' collector writes the events that arrive together in one statement and one commit
-- (supabase/functions/collect/write-batches.ts; docs/analytics.md, "Under load"). A commit waits for
-- the disk: one per event, as collect_analytics_event() made, held a connection to a few hundred
-- events a second on a good disk and far fewer on a busy one, and each competed with the forms'
-- commits. Nothing else changes: each event is counted against its own client's allowance for the
-- minute, in the order they came, and stored only if within it; the answer says so per event. Still
-- one statement per call, bounded by the role's statement_timeout.
--
-- Deploying: with the collector of the same change (supabase functions deploy collect right after
-- supabase db push); the collector from before calls the function dropped here and answers 500.

create function public.collect_analytics_events(per_minute int, events jsonb)
returns table (item int, accepted boolean, requests_this_minute int)
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- One minute and one day for the whole batch: the moment its transaction began.
  this_minute constant timestamptz := date_trunc('minute', now());
  today constant date := public.analytics_day(now());
  entry jsonb;
  counted int;
begin
  for entry, item in select e.value, e.ordinality::int from jsonb_array_elements(events) with ordinality as e loop
    insert into public.analytics_client_requests as r (client, minute) values (entry->>'client', this_minute)
    on conflict (client, minute) do update set requests = r.requests + 1
    returning r.requests into counted;
    accepted := counted <= per_minute;
    requests_this_minute := counted;
    if accepted then
      insert into public.analytics_events (day, name, domain, visitor, pathname, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
                                           utm_content, props, interactive, engagement_ms, scroll_depth)
      values (today, entry->>'name', entry->>'domain', (entry->>'visitor')::bigint, entry->>'pathname', entry->>'referrer_host',
              entry->>'utm_source', entry->>'utm_medium', entry->>'utm_campaign', entry->>'utm_term', entry->>'utm_content',
              coalesce(entry->'props', '{}'::jsonb), coalesce((entry->>'interactive')::boolean, true), (entry->>'engagement_ms')::int,
              (entry->>'scroll_depth')::int);
    end if;
    return next;
  end loop;
end
$$;
revoke all on function public.collect_analytics_events(int, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.collect_analytics_events(int, jsonb) to analytics_function;

drop function public.collect_analytics_event(text, int, text, text, bigint, text, text, text, text, text, text, text, jsonb, boolean, int, int);
