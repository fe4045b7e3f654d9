/*
 * The pixel size of a PNG or JPEG from its header, for placing a manuscript's images (the DOCX
 * export, the print layout) without decoding them. Pure byte reading; null for anything else.
 */

export type ImageSize = { width: number; height: number; format: "png" | "jpeg" };

export function readImageSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e) {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return { width: view.getUint32(16), height: view.getUint32(20), format: "png" };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1] as number;
      const length = ((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number);
      // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame's size.
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        const height = ((bytes[offset + 5] as number) << 8) | (bytes[offset + 6] as number);
        const width = ((bytes[offset + 7] as number) << 8) | (bytes[offset + 8] as number);
        return { width, height, format: "jpeg" };
      }
      offset += 2 + length;
    }
  }
  return null;
}

/** A data URL's bytes (base64), or null when it is not one. */
export function dataUrlBytes(src: string): Uint8Array | null {
  const match = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/.exec(src);
  if (!match) return null;
  const binary = atob(match[2] as string);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
