-- Challenges counted per block too (issue 47). GET /forms/challenge counted the client (an IPv4
-- address, an IPv6 /64) only: a client holding a routed IPv6 /48 could rotate its 65,536 /64s and
-- fetch 60 challenges an hour with each, every one a paid invocation, a key derivation and a row.
-- Every challenge now counts for the client and for its block, an IPv6 /48 or an IPv4 /24, in one
-- statement; the function refuses past either allowance (3 per request each may send). Requests
-- are counted by block for IPv4 as for IPv6 too: contact_submissions.ip_block_hash holds an IPv4
-- client's /24 from now on.
--
-- count_challenge_request(client_key) of migration 20261126120000 stays, for a function deployed
-- before this migration; the function of this change calls the two-key one.

-- Counts one more challenge for `client_key` and, unless null, for `block_key`, and returns each
-- one's hour with it, and in how many seconds the oldest minute of that hour leaves the window.
create function public.count_challenge_request(client_key text, block_key text)
returns table (requests_1h int, oldest_leaves_in int, block_requests_1h int, block_oldest_leaves_in int)
language sql
security definer
set search_path = ''
as $$
  with this_minute as (
    insert into public.form_challenge_requests as r (client, minute)
    select distinct k, date_trunc('minute', now()) from unnest(array[client_key, block_key]) as k where k is not null
    on conflict (client, minute) do update set requests = r.requests + 1
    returning client, requests, minute
  ), earlier as (
    select client, sum(requests) as requests, min(minute) as oldest from public.form_challenge_requests
    where client in (client_key, block_key) and minute > now() - interval '1 hour' and minute < date_trunc('minute', now())
    group by client
  ), hour as (
    select t.client,
           (t.requests + coalesce(e.requests, 0))::int as requests_1h,
           greatest(1, ceil(extract(epoch from coalesce(e.oldest, t.minute) + interval '1 hour' - now())))::int as oldest_leaves_in
    from this_minute t left join earlier e using (client)
  )
  select (select h.requests_1h from hour h where h.client = client_key),
         (select h.oldest_leaves_in from hour h where h.client = client_key),
         (select h.requests_1h from hour h where h.client = block_key),
         (select h.oldest_leaves_in from hour h where h.client = block_key);
$$;
revoke all on function public.count_challenge_request(text, text) from public, anon, authenticated, service_role;
grant execute on function public.count_challenge_request(text, text) to contact_function;

comment on table public.form_challenge_requests is
  'Proof-of-work challenges fetched per client and per block (an HMAC of its address, /64, /48 or /24) and minute, for their rate limits. Kept a day.';
comment on column public.contact_submissions.ip_block_hash is
  'HMAC-SHA-256 (hex) of the client''s block (an IPv6 /48, an IPv4 /24) with IP_HASH_SECRET (null without a client address); cleared with ip_hash after 30 days.';
