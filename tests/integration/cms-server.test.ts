/**
 * The CMS's local server (scripts/cms-server.mjs, what `npm start` runs beside gatsby develop): it
 * writes files of the working tree, so it answers only the CMS page of this machine. A web page
 * reaching it by DNS rebinding carries its own host name in Host; any other site carries its
 * origin in Origin; a request without Origin comes from no browser page. Each is refused before
 * decap-server sees it. Here it edits a throw-away folder, on a free port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const SITE_ORIGIN = "http://127.0.0.1:8000";

let server: ChildProcess;
let port: number;
let workTree: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

/** A POST to decap-server's API with the given Host and Origin (node:http: fetch cannot set Host). */
const call = (body: unknown, headers: Record<string, string>) =>
  new Promise<{ status: number; json: Record<string, unknown> | null }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1",
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(payload)), ...headers },
      },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => {
          let json: Record<string, unknown> | null = null;
          try {
            json = JSON.parse(text) as Record<string, unknown>;
          } catch {
            json = null;
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });

const own = () => ({ Host: `127.0.0.1:${port}`, Origin: SITE_ORIGIN });

/** What decap-server's persistEntry takes: one file written at `file`. */
const write = (file: string) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    entry: { slug: "x", path: file, raw: "#!/bin/sh\necho pwned\n" },
    assets: [],
    options: { commitMessage: "x", useWorkflow: false, status: "draft" },
  },
});

beforeAll(async () => {
  workTree = fs.mkdtempSync(path.join(os.tmpdir(), "altura-cms-server-"));
  fs.mkdirSync(path.join(workTree, "data"));
  port = await freePort();
  server = spawn(process.execPath, [path.join(ROOT, "scripts/cms-server.mjs")], {
    cwd: workTree,
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: workTree, CMS_ALLOWED_ORIGINS: `${SITE_ORIGIN},http://localhost:8000`, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error("the CMS server did not start in 20 s")), 20_000);
    server.once("exit", (code) => reject(new Error(`the CMS server exited with ${code}`)));
    const poll = () =>
      call({ action: "info" }, own()).then(
        () => {
          clearTimeout(deadline);
          resolve();
        },
        () => setTimeout(poll, 100),
      );
    poll();
  });
}, 30_000);

afterAll(() => {
  server?.kill("SIGTERM");
  fs.rmSync(workTree, { recursive: true, force: true });
});

test("the CMS page of this machine is answered, and its saves are written", async () => {
  expect(await call({ action: "info" }, own())).toEqual({ status: 200, json: { repo: path.basename(workTree), publish_modes: ["simple"], type: "local_fs" } });
  expect((await call(write("data/prova.json"), own())).status).toBe(200);
  expect(fs.existsSync(path.join(workTree, "data/prova.json"))).toBe(true);
  expect((await call({ action: "info" }, { Host: `localhost:${port}`, Origin: "http://localhost:8000" })).status).toBe(200);
});

/** Each as a function of the port, which is known only once the server runs. */
const refused: [string, (port: number) => Record<string, string>][] = [
  ["a forged Host (a page reaching the port by DNS rebinding)", (p) => ({ Host: `rebind.example:${p}`, Origin: `http://rebind.example:${p}` })],
  ["a forged Host with the site's own Origin", (p) => ({ Host: `rebind.example:${p}`, Origin: SITE_ORIGIN })],
  ["the right Host on another port", () => ({ Host: "127.0.0.1:8000", Origin: SITE_ORIGIN })],
  ["a foreign Origin", (p) => ({ Host: `127.0.0.1:${p}`, Origin: "https://evil.example" })],
  ["the loopback on another port as Origin", (p) => ({ Host: `127.0.0.1:${p}`, Origin: "http://127.0.0.1:9999" })],
  ["no Origin (no browser page sent it)", (p) => ({ Host: `127.0.0.1:${p}` })],
];

test.each(refused)("%s: 403, nothing read or written", async (_label, headersFor) => {
  const headers = headersFor(port);
  const info = await call({ action: "info" }, headers);
  expect(info.status).toBe(403);
  expect(info.json).not.toHaveProperty("repo");
  expect((await call(write(".git/hooks/pre-commit"), headers)).status).toBe(403);
  expect(fs.existsSync(path.join(workTree, ".git/hooks/pre-commit"))).toBe(false);
});
