/**
 * npm run report -- --from YYYY-MM-DD --to YYYY-MM-DD: the report of page analytics and leads for
 * those days (Europe/Rome), from the local stack's database (`npm start`), printed as the weekly
 * e-mail's text says it. Without --from and --to: the last complete week, Monday to Sunday, the week
 * the next e-mail reports. `--db <url>` reads another database with the migrations applied (the
 * backend tests' own) instead of the local stack's.
 *
 * The figures are public.analytics_report()'s (migration 20261130120000) and the words
 * report-email.ts's, as for the e-mail: nothing is computed here. The days that are over and not yet
 * summed are summed first (public.close_analytics_days(), what the stack's hourly purge runs), so a
 * report of yesterday does not wait for the hour. Today is summed only once it is over.
 */
import postgres from "postgres";
import { LOCAL_DB_PORT, LOCAL_DB_URL } from "./local-env.mjs";
import { type AnalyticsReport, ARTICLE_PATH_PATTERN, reportText } from "../../supabase/functions/_shared/report-email.ts";

const USAGE = "usage: npm run report -- [--from YYYY-MM-DD --to YYYY-MM-DD] [--db <postgresql url>]   (without dates: the last complete week)";

class UsageError extends Error {}

/** A calendar date written YYYY-MM-DD that exists ("2027-02-30" does not). */
const isDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

interface Options {
  /** null: the last complete week. */
  period: { from: string; to: string } | null;
  dbUrl: string;
}

function parseArgs(argv: readonly string[]): Options {
  const given: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag !== "--from" && flag !== "--to" && flag !== "--db") throw new UsageError(`Unknown argument ${argv[i]}.\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`${flag} takes a value.\n${USAGE}`);
    if (flag !== "--db" && !isDate(value)) throw new UsageError(`${flag} takes a date, YYYY-MM-DD.\n${USAGE}`);
    given[flag.slice(2)] = value;
  }
  const dbUrl = given.db ?? LOCAL_DB_URL;
  if (!given.from && !given.to) return { period: null, dbUrl };
  if (!given.from || !given.to) throw new UsageError(`--from and --to go together.\n${USAGE}`);
  if (given.to < given.from) throw new UsageError(`--to (${given.to}) is before --from (${given.from}).`);
  return { period: { from: given.from, to: given.to }, dbUrl };
}

const CONNECTION_REFUSED = new Set(["ECONNREFUSED", "CONNECT_TIMEOUT", "ETIMEDOUT"]);

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 2;
  }
  const sql = postgres(options.dbUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  try {
    await sql`select count(*) from public.close_analytics_days()`;
    const [days] = await sql<{ from: string; to: string; today: string }[]>`
      select (monday - 7)::text as from, (monday - 1)::text as to, today::text as today
      from (select public.analytics_day(now()) as today, date_trunc('week', public.analytics_day(now())::timestamp)::date as monday) as d`;
    const { from, to } = options.period ?? days;
    if (to >= days.today) {
      process.stderr.write(`Note: ${days.today} is summed only once it is over; the report counts the days before it.\n`);
    }
    const [{ report }] = await sql<{ report: AnalyticsReport }[]>`select public.analytics_report(${from}, ${to}, ${ARTICLE_PATH_PATTERN}) as report`;
    process.stdout.write(`${reportText(report)}\n`);
    return 0;
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? "");
    if (CONNECTION_REFUSED.has(code)) {
      process.stderr.write(
        options.dbUrl === LOCAL_DB_URL
          ? `The local stack's database does not answer on 127.0.0.1:${LOCAL_DB_PORT}: start it with \`npm start\` (or \`node scripts/backend/dev-backend.mjs\`), then run the report again.\n`
          : "The database given with --db does not answer.\n",
      );
      return 1;
    }
    if (code === "42883") {
      process.stderr.write("The local database has no public.analytics_report(): start the stack once with `npm start`, which applies the migrations.\n");
      return 1;
    }
    throw error;
  } finally {
    await sql.end({ timeout: 5 });
  }
}

main().then(
  (status) => process.exit(status),
  (error) => {
    process.stderr.write(`${(error as Error)?.stack ?? error}\n`);
    process.exit(1);
  },
);
