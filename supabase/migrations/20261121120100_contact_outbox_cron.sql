-- Production: drain the contact outbox every minute — pg_cron calls the function's drain
-- endpoint through pg_net, as on hosted Supabase. E-mails that could not be sent right after a
-- submission (provider down or slow) are retried from there, with exponential backoff.
--
-- Where pg_cron or pg_net is not available (a plain local PostgreSQL), this migration does
-- nothing but say so: locally, scripts/backend/dev-backend.mjs drains every 5 seconds.
--
-- The job reads the drain URL and its secret from Supabase Vault at run time (nothing secret is
-- in this file). Once per project, in the SQL editor:
--   select vault.create_secret('https://<project-ref>.supabase.co/functions/v1/send-contact-email/outbox', 'contact_outbox_url');
--   select vault.create_secret('<the OUTBOX_SECRET given to `supabase secrets set`>', 'contact_outbox_secret');
-- Until both exist the job runs and does nothing.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: the contact outbox drain is not scheduled in this database';
    return;
  end if;

  begin
    create extension if not exists pg_cron with schema pg_catalog;
    create schema if not exists extensions;
    create extension if not exists pg_net with schema extensions;
  exception when others then
    -- e.g. pg_cron installed but not in shared_preload_libraries (a self-hosted server).
    raise notice 'pg_cron/pg_net could not be enabled (%): the contact outbox drain is not scheduled', sqlerrm;
    return;
  end;

  -- cron.schedule with an existing job name replaces that job: re-running is harmless.
  perform cron.schedule(
    'drain-contact-outbox',
    '* * * * *',
    $job$
      select net.http_post(
        url := s.url,
        headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || s.secret),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000
      )
      from (
        select
          (select decrypted_secret from vault.decrypted_secrets where name = 'contact_outbox_url') as url,
          (select decrypted_secret from vault.decrypted_secrets where name = 'contact_outbox_secret') as secret
      ) as s
      where s.url is not null and s.secret is not null
    $job$
  );
end
$migration$;
