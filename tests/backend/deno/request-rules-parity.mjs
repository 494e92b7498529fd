// Runs the shared request rules (Academy, event, newsletter, the function's payload check) under
// Deno over a corpus and prints the results as JSON, for tests/backend/request-rules-parity.test.ts.
import { checkRequestPayload, checkTokenPayload } from "../../../supabase/functions/_shared/site-contract/request-rules.ts";

const corpus = JSON.parse(await Deno.readTextFile(Deno.args[0]));
const results = corpus.map((entry) => (entry.token ? checkTokenPayload(entry.input) : checkRequestPayload(entry.input, ["nota_interna"])));
console.log(JSON.stringify({ results }));
