/** Jest globalTeardown: stops what global-setup.mjs started (Deno, maildev, PostgreSQL) and removes its temp folder. */
import { rmSync } from "node:fs";
import { stopPostgres } from "../../scripts/backend/lib/postgres.mjs";

export default async function globalTeardown() {
  const stack = globalThis.__ALTURA_BACKEND_STACK__;
  if (!stack) return;
  globalThis.__ALTURA_BACKEND_STACK__ = undefined;
  await Promise.all(stack.children.map((c) => c.stop()));
  await stack.maildev?.stop();
  stack.control?.closeAllConnections();
  await new Promise((resolve) => (stack.control ? stack.control.close(() => resolve()) : resolve()));
  if (stack.pg) {
    try {
      stopPostgres(stack.pg.dataDir);
    } catch (error) {
      console.error(`could not stop the test PostgreSQL: ${error.message}`);
    }
  }
  rmSync(stack.tmp, { recursive: true, force: true });
}
