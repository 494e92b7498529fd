-- Refusals counted without a connection each (issue 47). A honeypot hit, a refused proof of work
-- and a challenge over its limit each did an awaited write of their own (count_form_event(), the
-- same row for a whole flood: a lock every request queued on). The function now counts them in
-- memory and adds them every few seconds, all at once, with count_form_events(); a request that
-- has paid for nothing meets a per-client limit in memory before any of this
-- (supabase/functions/_shared/form-events.ts, memory-limits.ts).
--
-- count_form_event() of migration 20261126120000 stays: a function deployed before this
-- migration calls it, and the transaction that stores a request still counts with it.

-- Adds counts[i] of event_kinds[i] and event_details[i] to the minute event_minutes[i] falls in
-- (never a minute still to come), the same counter once however often it is named.
create function public.count_form_events(event_kinds text[], event_details text[], event_minutes timestamptz[], event_counts int[])
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.form_events as e (minute, kind, detail, count)
  select least(date_trunc('minute', m), date_trunc('minute', now())), k, left(d, 100), sum(c)::int
  from unnest(event_kinds, event_details, event_minutes, event_counts) as x(k, d, m, c)
  where c > 0
  group by 1, 2, 3
  on conflict (kind, detail, minute) do update set count = e.count + excluded.count;
$$;
revoke all on function public.count_form_events(text[], text[], timestamptz[], int[]) from public, anon, authenticated, service_role;
grant execute on function public.count_form_events(text[], text[], timestamptz[], int[]) to contact_function;
