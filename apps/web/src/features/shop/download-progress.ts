/*
 * Downloads with progress (spec 7.14 "GET /api/download/filestream/{id} as a blob with progress",
 * API-MSC-04). The body is read chunk by chunk so a <progress> can follow Content-Length; the
 * bytes are then saved through a Blob URL. Pure helpers here, the button in the account feature.
 */

/** Content-Length as a whole number of bytes, or null when absent or not a plain number. */
export function parseContentLength(header: string | null | undefined): number | null {
  if (!header || !/^\d{1,15}$/.test(header.trim())) return null;
  return Number(header.trim());
}

export type DownloadProgress = {
  received: number;
  /** Null when the size is unknown (no Content-Length): the bar is then indeterminate. */
  total: number | null;
  /** 0–100, rounded down; null when the size is unknown. */
  percent: number | null;
};

/** Progress after `received` of `total` bytes; never above 100, even if the server sent more. */
export function downloadProgress(received: number, total: number | null): DownloadProgress {
  const safeReceived = Math.max(0, Math.floor(received));
  if (total === null || total <= 0) return { received: safeReceived, total: null, percent: null };
  const percent = Math.min(100, Math.floor((safeReceived * 100) / total));
  return { received: safeReceived, total, percent };
}

/** "1.2 MB of 2.4 MB", "350 KB", for the text beside the bar. */
export function progressText(progress: DownloadProgress): string {
  const size = (bytes: number) =>
    bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`;
  if (progress.total === null) return `${size(progress.received)} received`;
  return `${size(progress.received)} of ${size(progress.total)} (${progress.percent}%)`;
}

type ChunkReader = { read(): Promise<{ done: boolean; value?: Uint8Array }> };

/**
 * Reads every chunk of a body, reporting progress after each one. Returns the chunks in order;
 * an error from the stream rejects (the caller shows it and keeps nothing).
 */
export async function readWithProgress(
  reader: ChunkReader,
  total: number | null,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress(downloadProgress(0, total));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value) continue;
    chunks.push(value);
    received += value.byteLength;
    onProgress(downloadProgress(received, total));
  }
  return chunks;
}

/** The file name of a `Content-Disposition` header, or null. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}
