/*
 * The report file an author picks, checked in the browser before it is sent, with the limit the
 * API enforces (a larger body is refused with 413 before it is read).
 */

export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

/** What is wrong with a picked report file, in the author's words, or null to send it. */
export function checkReportFile(file: { name: string; size: number }): string | null {
  if (file.size === 0) {
    return `${file.name} is empty (0 bytes): download the report from KDP again and pick that file.`;
  }
  if (file.size > REPORT_MAX_BYTES) {
    const mb = (file.size / 1024 / 1024).toFixed(1);
    return `${file.name} is ${mb} MB; a report can be at most ${REPORT_MAX_BYTES / 1024 / 1024} MB.`;
  }
  return null;
}
