/**
 * Reading a request body with a hard size limit and writing JSON answers. Pure (web-standard
 * Request/Response/streams only): unit-tested in Node, used by the function in Deno.
 */

export type BodyRead = { ok: true; text: string } | { ok: false; reason: "too_large" | "invalid_encoding" | "unreadable" | "timeout" };

/**
 * Reads at most `limit` bytes of the body, counting what actually arrives: a Content-Length
 * above the limit is refused at once, but a small (or missing, or false) Content-Length is not
 * trusted — the stream is cut as soon as it goes past the limit. The text must be UTF-8. The whole
 * body must arrive within `timeoutMs`: a client that stops half-way, or sends a byte now and then,
 * would otherwise hold the request (and the invocation) open for as long as it likes.
 */
export async function readBodyLimited(req: Request, limit: number, timeoutMs: number): Promise<BodyRead> {
  const declared = req.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > limit) {
    await req.body?.cancel().catch(() => {});
    return { ok: false, reason: "too_large" };
  }
  if (!req.body) return { ok: true, text: "" };
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === "late") {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "timeout" };
      }
      const { done, value } = next;
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: "too_large" };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: "unreadable" };
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, reason: "invalid_encoding" };
  }
}

/** `application/json`, with or without parameters (`; charset=utf-8`), any case. */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  return value.split(";")[0].trim().toLowerCase() === "application/json";
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
