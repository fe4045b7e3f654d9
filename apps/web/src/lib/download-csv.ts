/** Hands `blob` to the browser as a file named `fileName` through a temporary link. */
export function saveBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; keep the URL a moment for slow handlers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `text` as a CSV file through a temporary link (no server round trip). */
export function downloadCsv(fileName: string, text: string): void {
  // A byte-order mark, so spreadsheet programs read the UTF-8 (accents, Japanese) correctly.
  saveBlob(fileName, new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
}
