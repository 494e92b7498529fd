-- Production: close page analytics' days every hour with pg_cron, as on hosted Supabase: the salt
-- of a day that is over is deleted within the hour after midnight (Europe/Rome; pg_cron keeps UTC,
-- hence hourly rather than at a midnight that moves twice a year), and the day is summed into the
-- roll-ups (close_analytics_days(), previous migration). The nightly purge (purge-form-data) does
-- the same before deleting anything. Nothing leaves the database: no pg_net, no secret.
--
-- Where pg_cron is not available (a plain local PostgreSQL), this migration does nothing but say
-- so: locally, scripts/backend/dev-backend.mjs runs the purge, which closes the days, every hour.

do $migration$
begin
  if not exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    raise notice 'pg_cron is not available: page analytics'' days are not closed on a schedule in this database';
    return;
  end if;

  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when others then
    raise notice 'pg_cron could not be enabled (%): page analytics'' days are not closed on a schedule', sqlerrm;
    return;
  end;

  -- cron.schedule with an existing job name replaces that job: re-running is harmless.
  perform cron.schedule('close-analytics-days', '3 * * * *', 'select count(*) from public.close_analytics_days()');
end
$migration$;
