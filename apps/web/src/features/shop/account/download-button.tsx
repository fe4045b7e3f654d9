"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  type DownloadProgress,
  fileNameFromDisposition,
  parseContentLength,
  progressText,
  readWithProgress,
} from "@/features/shop/download-progress";
import { requestRaw } from "@/lib/api/raw-request";
import { useAuth } from "@/lib/auth/use-auth";

/*
 * A download with a progress bar (API-MSC-04): the file stream is fetched with the bearer token,
 * read chunk by chunk against Content-Length, then saved through a Blob URL.
 */

type State =
  | { kind: "idle" }
  | { kind: "downloading"; progress: DownloadProgress }
  | { kind: "done"; progress: DownloadProgress }
  | { kind: "failed"; message: string };

const FAILED = "The download didn't finish. Check your connection and try again.";

function statusMessage(status: number): string {
  if (status === 401) return "Your session ended. Log in again to download.";
  if (status === 403 || status === 404) return "This download isn't on your account.";
  return FAILED;
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser a moment to start writing the file before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function DownloadButton({
  downloadId,
  fileName,
  contentType,
  title,
  path,
  label = "Download",
}: {
  downloadId: string;
  fileName: string;
  contentType: string;
  title: string;
  /** The API path of the file, when it is not the download's filestream (the bonus EPUB). */
  path?: string;
  label?: string;
}) {
  const auth = useAuth();
  const [state, setState] = useState<State>({ kind: "idle" });

  async function download() {
    if (auth.status !== "authenticated") return;
    setState({ kind: "downloading", progress: { received: 0, total: null, percent: null } });
    try {
      // Bytes read with progress: the JSON caller cannot, so the byte-level request does.
      const answer = await requestRaw(
        path ?? `/api/download/filestream/${encodeURIComponent(downloadId)}`,
        { token: auth.apiToken },
      );
      const response = answer.ok ? answer.response : null;
      if (!response?.body) {
        const status = answer.status;
        console.error("Download failed", status);
        setState({ kind: "failed", message: status === null ? FAILED : statusMessage(status) });
        return;
      }
      const total = parseContentLength(response.headers.get("content-length"));
      let last: DownloadProgress = { received: 0, total, percent: null };
      const chunks = await readWithProgress(response.body.getReader(), total, (progress) => {
        last = progress;
        setState({ kind: "downloading", progress });
      });
      const name = fileNameFromDisposition(response.headers.get("content-disposition")) ?? fileName;
      const type = response.headers.get("content-type") ?? contentType;
      save(new Blob(chunks as BlobPart[], { type }), name);
      setState({ kind: "done", progress: { ...last, percent: 100 } });
    } catch (error) {
      console.error("Download failed", error);
      setState({ kind: "failed", message: FAILED });
    }
  }

  const busy = state.kind === "downloading";
  return (
    <div className="grid gap-2" data-testid="download" data-download-id={downloadId}>
      <Button
        type="button"
        size="sm"
        onClick={() => void download()}
        disabled={busy || auth.status !== "authenticated"}
        aria-label={`Download ${title}`}
      >
        {busy ? "Downloading…" : state.kind === "done" ? `${label} again` : label}
      </Button>
      {state.kind === "downloading" || state.kind === "done" ? (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full"
            aria-label={`Download progress of ${title}`}
            max={100}
            {...(state.progress.percent === null ? {} : { value: state.progress.percent })}
            data-testid="download-progress"
          />
          <span className="text-xs text-slate-600" data-testid="download-progress-text">
            {progressText(state.progress)}
          </span>
        </div>
      ) : null}
      {state.kind === "done" ? (
        <p role="status" className="text-sm text-emerald-800" data-testid="download-done">
          Downloaded {fileName}
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
