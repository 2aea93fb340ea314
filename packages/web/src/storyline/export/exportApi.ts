import { EXPORTS_PATH, type ExportJob, type ExportRequest, exportJobSchema } from "@storyframe/core";
import { authorizationFor } from "../../api/accessToken";
import { ApiError } from "../../api/apiError";
import { fetchJson } from "../../api/fetchJson";

/** The export API of the core API (`/api/exports`, docs/export.md); every call is the signed-in user's own. */
export type ExportApi = {
  start(request: ExportRequest): Promise<ExportJob>;
  status(id: string, signal?: AbortSignal): Promise<ExportJob>;
  cancel(id: string): Promise<ExportJob>;
  /** The finished export's file, saved by the browser under the export's file name. */
  download(job: ExportJob): Promise<void>;
};

export function exportApi(coreApiUrl: string): ExportApi {
  const base = `${coreApiUrl}${EXPORTS_PATH}`;
  return {
    start: async (request) =>
      exportJobSchema.parse(
        await fetchJson(base, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(request),
          timeout: true,
          retries: 0,
          reviveDates: false,
        }),
      ),
    status: async (id, signal) =>
      exportJobSchema.parse(
        await fetchJson(`${base}/${encodeURIComponent(id)}`, {
          timeout: true,
          reviveDates: false,
          ...(signal ? { signal } : {}),
        }),
      ),
    cancel: async (id) =>
      exportJobSchema.parse(
        await fetchJson(`${base}/${encodeURIComponent(id)}/cancel`, {
          method: "POST",
          timeout: true,
          reviveDates: false,
        }),
      ),
    download: async (job) => {
      const url = `${base}/${encodeURIComponent(job.id)}/file`;
      const authorization = await authorizationFor(url);
      const response = await fetch(url, { headers: authorization ? { Authorization: authorization } : {} });
      if (!response.ok) {
        const bodyText = await response.text();
        let body: unknown;
        try {
          body = JSON.parse(bodyText);
        } catch {
          body = undefined;
        }
        throw new ApiError({ status: response.status, statusText: response.statusText, bodyText, body });
      }
      saveFile(await response.blob(), job.fileName ?? "export");
    },
  };
}

/** Hands `blob` to the browser's downloads as `fileName`. */
function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download has its address.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
