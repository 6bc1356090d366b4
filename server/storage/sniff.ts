/**
 * Content type detection from the bytes themselves. The declared type (form part or Content-Type
 * header) and the file name are the client's claim; a text file named `.png` or an SVG (which can
 * carry script and is served from our origin) must not reach an image bucket by claiming otherwise.
 */

export const SVG = 'image/svg+xml';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, Math.min(end, bytes.length)));

/** ISO-BMFF (HEIF family): `ftyp` box whose major or compatible brands name AVIF. */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize >= 16 ? boxSize : 16, bytes.length, 256);
  const brands = [ascii(bytes, 8, 12)];
  for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(bytes, i, i + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** Markup that a browser would treat as an active document when served with its own type. */
function markupType(bytes: Uint8Array): string | null {
  let text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  text = text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!text.startsWith('<')) return null;
  if (text.includes('<svg')) return SVG;
  if (text.startsWith('<!doctype html') || /<(html|head|body|script|iframe)[\s>]/.test(text)) {
    return 'text/html';
  }
  if (text.startsWith('<?xml')) return 'application/xml';
  return null;
}

function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
  } catch {
    // a multi-byte character cut at the sample's end is still text
    if (sample.length < 4096) return false;
  }
  return !sample.some((b) => b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b));
}

/** The recognised image types, or a coarse classification for everything else. */
export function sniffContentType(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  const markup = markupType(bytes);
  if (markup) return markup;
  if (bytes.length > 0 && looksLikeText(bytes)) return 'text/plain';
  return 'application/octet-stream';
}

/** Types whose signature we know: for these, the content decides and the client's claim is ignored. */
export const SNIFFABLE_IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
]);

/**
 * The type to validate and store. Content we recognise wins over the claim. A claim of a
 * recognisable image type that the content does not back up becomes the sniffed type, so a text
 * file named `.png` is reported as `text/plain`. Anything else (a PDF in a bucket without type
 * limits) keeps the client's type, as Storage does.
 */
export function effectiveContentType(declared: string, bytes: Uint8Array): string {
  const sniffed = sniffContentType(bytes);
  const claim = declared.split(';')[0]!.trim().toLowerCase();
  if (SNIFFABLE_IMAGE_TYPES.has(sniffed) || sniffed === SVG || sniffed === 'text/html') {
    return sniffed;
  }
  if (claim.startsWith('image/') || claim === '' || claim === 'application/octet-stream') {
    return sniffed;
  }
  return declared;
}

/**
 * Storage's validateMimeType (`type/*` wildcards allowed), except that SVG is only accepted when a
 * bucket names it explicitly: `image/*` is a common shorthand for "pictures", not "scripts".
 */
export function isAllowedMimeType(mime: string, allowed: readonly string[]): boolean {
  const [type, subtype] = mime.split(';')[0]!.trim().toLowerCase().split('/');
  if (!type || !subtype) return false;
  return allowed.some((entry) => {
    const [aType, aSub] = entry.trim().toLowerCase().split('/');
    if (aType !== type) return false;
    if (aSub === subtype) return true;
    return aSub === '*' && `${type}/${subtype}` !== SVG;
  });
}
