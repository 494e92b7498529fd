/**
 * Where the save check reads the rest of data/ in the browser.
 * - Editing locally (`npm start`, /admin on 127.0.0.1): the working tree itself, through
 *   decap-server's API, so earlier saves of the session count.
 * - Signed in on the published site: the content as it was when /admin was built (the last
 *   deploy), embedded in the CMS's setup script. An image that is not in it may have been uploaded
 *   since, so it is taken as present there: the host's build checks images again before publishing.
 * Either way, a picture uploaded while editing the entry is present: Decap writes it with the entry,
 * after the check.
 */
import type { ContentSnapshot } from "../lib/content/check-content";
import type { JsonSchema } from "../content-model/json-schema";

export interface BuiltContent {
  /** The text of every JSON file of the content in data/ when /admin was built, by path in data/ (`faq.json`, `courses/gtm-201.json`). */
  files: Record<string, string>;
  /** The folder collections' folders in data/ (`courses`): listed again when editing locally. */
  folders: string[];
  /** Every file under data/images/ then, as paths relative to data/. */
  images: string[];
  schemas: Record<string, JsonSchema>;
}

interface LocalEntry {
  data: string | null;
  file: { path: string };
}

const post = async <T>(url: string, action: string, params: Record<string, unknown>): Promise<T> => {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action, params: { branch: "main", ...params } }),
  });
  if (!response.ok) throw new Error(`decap-server: ${action} answered ${response.status}`);
  return (await response.json()) as T;
};

/**
 * data/ as the check needs it, with the image paths `wanted` looked up where they live; `uploaded`
 * (paths in data/, `images/articles/x.png`) are the pictures uploaded with the entry, not written yet.
 */
export const readContent = async (built: BuiltContent, wanted: string[], localBackendUrl: string | null, uploaded: string[] = []): Promise<ContentSnapshot> => {
  const known = new Set([...built.images, ...uploaded]);
  const base = { dataPath: "data", schemas: built.schemas };
  if (!localBackendUrl) return { ...base, files: built.files, isFile: (image) => known.has(image) || wanted.includes(image) };

  // The files directly in data/ by name; a folder collection's by listing its folder, so entries added
  // or deleted during the session count.
  const names = Object.keys(built.files).filter((name) => !name.includes("/"));
  const lists = await Promise.all([
    post<LocalEntry[]>(localBackendUrl, "entriesByFiles", { files: names.map((name) => ({ path: `data/${name}` })) }),
    ...built.folders.map((folder) => post<LocalEntry[]>(localBackendUrl, "entriesByFolder", { folder: `data/${folder}`, extension: "json", depth: 1 })),
  ]);
  const files: Record<string, string> = {};
  for (const entry of lists.flat()) if (entry.data !== null) files[entry.file.path.replace(/^data\//, "")] = entry.data;
  const onDisk = (image: string): Promise<boolean> =>
    post(localBackendUrl, "getMediaFile", { path: `data/${image}` }).then(
      () => true,
      () => false,
    );
  const present = await Promise.all(wanted.map((image) => uploaded.includes(image) || onDisk(image)));
  const found = new Set(wanted.filter((_, i) => present[i]));
  return { ...base, files, isFile: (image) => found.has(image) || (known.has(image) && !wanted.includes(image)) };
};
