-- Production: run public.purge_form_data() (the retention periods of the privacy notice) every
-- night at 03:17 UTC with pg_cron, as on hosted Supabase. Nothing leaves the database: no
-- pg_net, no secret.
--
-- Where pg_cron is not available (a plain local PostgreSQL), this migration does nothing but say
-- so: locally, scripts/backend/dev-backend.mjs runs the same function every hour.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: the forms'' retention purge is not scheduled in this database';
    return;
  end if;

  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): the forms'' retention purge is not scheduled', sqlerrm;
    return;
  end;

  -- cron.schedule with an existing job name replaces that job: re-running is harmless.
  perform cron.schedule('purge-form-data', '17 3 * * *', 'select count(*) from public.purge_form_data()');
end
$migration$;
