/**
 * Where the CMS saves, from the build's environment (read when /admin is built):
 * - in production, commits to GitHub (CMS_GITHUB_REPO, CMS_GITHUB_BRANCH), signing in through the
 *   OAuth endpoint at CMS_AUTH_URL (+ CMS_AUTH_ENDPOINT); see docs/deploying.md, "The CMS's
 *   production sign-in (GitHub)";
 * - on an editor's machine (`npm start`), the working tree through decap-server on
 *   127.0.0.1:CMS_LOCAL_PORT, with no account.
 */
import type { CmsSettings } from "./cms-config";

/** decap-server's port under `npm start`: free beside develop (8000) and the tests' servers (9000, 9100, 544xx). */
export const DEFAULT_LOCAL_PORT = 8081;

/** The repository the production CMS commits to, until CMS_GITHUB_REPO says otherwise. */
const DEFAULT_REPO = "altura-consulting/sito";

export const localBackendPort = (env: NodeJS.ProcessEnv = process.env): number => Number(env.CMS_LOCAL_PORT ?? DEFAULT_LOCAL_PORT);

export const cmsSettings = (env: NodeJS.ProcessEnv = process.env): CmsSettings => ({
  backend: {
    name: "github",
    repo: env.CMS_GITHUB_REPO ?? DEFAULT_REPO,
    branch: env.CMS_GITHUB_BRANCH ?? "main",
    ...(env.CMS_AUTH_URL ? { base_url: env.CMS_AUTH_URL } : {}),
    ...(env.CMS_AUTH_ENDPOINT ? { auth_endpoint: env.CMS_AUTH_ENDPOINT } : {}),
    commit_messages: {
      create: "Contenuti: crea {{collection}} «{{slug}}»",
      update: "Contenuti: aggiorna {{collection}} «{{slug}}»",
      delete: "Contenuti: elimina {{collection}} «{{slug}}»",
      uploadMedia: "Contenuti: carica {{path}}",
      deleteMedia: "Contenuti: elimina {{path}}",
    },
  },
  localBackendUrl: `http://127.0.0.1:${localBackendPort(env)}/api/v1`,
});
