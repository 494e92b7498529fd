/**
 * Where the save check finds the rest of data/ and the entry's pictures: locally through decap-server
 * (here a stand-in for its API), on the published site in the content /admin was built with. A picture
 * uploaded while editing the entry is present either way: Decap writes it with the entry, after the check.
 */
import { type BuiltContent, readContent } from "../../../src/cms/content-reader";

const built: BuiltContent = {
  files: { "site.json": "{}", "articles/a.json": '{"id":"a"}' },
  folders: ["articles"],
  images: ["images/articles/a.png"],
  schemas: {},
};
const LOCAL = "http://127.0.0.1:8081/api/v1";

/** decap-server's answers: the files of data/ it has, and which pictures are on disk. */
const decapServer = (onDisk: string[]) =>
  jest.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    const { action, params } = JSON.parse(String(init?.body)) as { action: string; params: { path?: string; folder?: string } };
    if (action === "entriesByFiles") return Response.json([{ data: "{}", file: { path: "data/site.json" } }]);
    if (action === "entriesByFolder") return Response.json([{ data: '{"id":"a"}', file: { path: "data/articles/a.json" } }]);
    if (action === "getMediaFile" && onDisk.includes(params.path ?? "")) return Response.json({ id: params.path });
    return new Response("not found", { status: 404 });
  });

afterEach(() => jest.restoreAllMocks());

test("locally, a picture is present if decap-server has it or it was uploaded with the entry", async () => {
  decapServer(["data/images/articles/a.png"]);
  const wanted = ["images/articles/a.png", "images/articles/nuova.png", "images/articles/manca.png"];
  const snapshot = await readContent(built, wanted, LOCAL, ["images/articles/nuova.png"]);
  expect(wanted.map((image) => snapshot.isFile(image))).toEqual([true, true, false]);
  expect(snapshot.files).toEqual({ "site.json": "{}", "articles/a.json": '{"id":"a"}' });
});

test("on the published site, the pictures of the last build and those of the entry are present", async () => {
  const snapshot = await readContent(built, ["images/articles/nuova.png"], null, ["images/articles/nuova.png"]);
  expect(snapshot.isFile("images/articles/nuova.png")).toBe(true);
  expect(snapshot.isFile("images/articles/a.png")).toBe(true);
  expect(snapshot.isFile("images/articles/manca.png")).toBe(false);
});
