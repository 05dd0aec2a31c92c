// A chosen file checked by its first bytes, as the API checks uploads (api/src/modules/accommodations/images.ts): a
// file named .png that is not an image is refused when it is chosen, not when the form is sent.

export const NOT_AN_IMAGE = 'Dozwolone są tylko pliki graficzne (PNG, JPEG, WebP lub GIF)';

function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** PNG, JPEG, GIF or WebP by the file's magic bytes; false for anything else or an unreadable file. */
export async function isImageFile(file: Blob): Promise<boolean> {
  let head: Uint8Array;
  try {
    head = await firstBytes(file, 12);
  } catch {
    return false;
  }
  const text = String.fromCharCode(...head);
  return (
    (head[0] === 0x89 && text.slice(1, 8) === 'PNG\r\n\x1a\n') ||
    (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) ||
    text.startsWith('GIF87a') ||
    text.startsWith('GIF89a') ||
    (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP')
  );
}
