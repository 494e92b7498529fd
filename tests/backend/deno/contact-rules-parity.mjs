// Runs the shared contact rules under Deno over a corpus and prints the results as JSON, for
// tests/backend/contact-rules-parity.test.ts to compare with the same rules run in Node.
//   deno run --config supabase/functions/forms/deno.json --allow-read=<corpus> \
//     tests/backend/deno/contact-rules-parity.mjs <corpus.json>
import { checkContact, checkContactPayload } from "../../../supabase/functions/_shared/site-contract/contact-rules.ts";

const corpus = JSON.parse(await Deno.readTextFile(Deno.args[0]));
const results = corpus.map((entry) =>
  entry.kind === "contact" ? checkContact(entry.input, entry.options ?? {}) : checkContactPayload(entry.input, entry.extra ?? []),
);
console.log(JSON.stringify({ runtime: `deno ${Deno.version.deno}`, results }));
