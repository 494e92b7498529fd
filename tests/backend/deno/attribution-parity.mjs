// Runs the shared attribution rules under Deno over a corpus and prints the results as JSON, for
// tests/backend/attribution-parity.test.ts.
import { cleanAttribution } from "../../../supabase/functions/_shared/site-contract/attribution.ts";

const corpus = JSON.parse(await Deno.readTextFile(Deno.args[0]));
console.log(JSON.stringify({ results: corpus.map((entry) => cleanAttribution(entry.input)) }));
