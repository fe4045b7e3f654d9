/*
 * QR codes for print (decision 0035). The numbers a printed code must respect:
 * - Print resolution: KDP asks for images at 300 DPI or more (kdp.amazon.com G201857950), so the
 *   PNG is sizeIn × 300 pixels square.
 * - Contrast: below 3:1 (the WCAG 2 minimum for graphics) a phone camera cannot reliably tell dark
 *   modules from light ones, so such colours are refused; below 7:1 we warn.
 * - Module size: ISO/IEC 18004 leaves it to the application; printers' guidance for codes read by
 *   phones at arm's length is a module of 0.5 mm or more, and 0.33 mm (13 mil) is the smallest a
 *   digital press prints reliably. Below 0.5 mm we warn; below 0.33 mm the data is too long.
 * - Quiet zone: ISO/IEC 18004 asks for 4 modules of light margin; less is allowed (the page
 *   margin may serve) but warned about.
 */
export const QR_DPI = 300;
export const QR_MIN_CONTRAST = 3;
export const QR_GOOD_CONTRAST = 7;
export const QR_MIN_MODULE_MM = 0.33;
export const QR_RECOMMENDED_MODULE_MM = 0.5;
export const QR_STANDARD_QUIET_ZONE = 4;
export const QR_MIN_SIZE_IN = 0.5;
export const QR_MAX_SIZE_IN = 8;
export const QR_MAX_DATA_LENGTH = 2000;

export const qrErrorCorrectionLevels = {
  L: "Low: about 7% of the code can be damaged",
  M: "Medium: about 15%",
  Q: "Quartile: about 25%",
  H: "High: about 30%",
} as const;
