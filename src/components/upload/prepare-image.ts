import type { ImageAspect } from '../../../machines/upload/image-upload.machine';

/** Longest side of an uploaded picture: sharp on any screen, a fraction of a phone photo's bytes. */
export const MAX_IMAGE_SIDE_PX = 1600;

const RATIO: Record<ImageAspect, number | null> = {
  '1:1': 1,
  '3:2': 3 / 2,
  '16:9': 16 / 9,
  free: null,
};

/**
 * The centred crop of a `width`×`height` picture to `aspect` (the whole picture for `free`),
 * scaled to fit MAX_IMAGE_SIDE_PX.
 */
export function cropBox(width: number, height: number, aspect: ImageAspect) {
  const ratio = RATIO[aspect] ?? width / height;
  const sw = Math.min(width, height * ratio);
  const sh = sw / ratio;
  const scale = Math.min(1, MAX_IMAGE_SIDE_PX / Math.max(sw, sh));
  return {
    sx: Math.round((width - sw) / 2),
    sy: Math.round((height - sh) / 2),
    sw: Math.round(sw),
    sh: Math.round(sh),
    width: Math.max(1, Math.round(sw * scale)),
    height: Math.max(1, Math.round(sh * scale)),
  };
}

function toBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, 0.86));
}

/**
 * Decodes the file (a file that does not decode is not an image, whatever its name says), crops the
 * centre to the aspect, downscales and re-encodes as WebP, or JPEG where the browser cannot write
 * WebP (Safari answers a WebP request with PNG). Re-encoding also drops EXIF, GPS included.
 */
export async function prepareImage({
  file,
  aspect,
}: {
  file: Blob;
  aspect: ImageAspect;
}): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const box = cropBox(bitmap.width, bitmap.height, aspect);
    const canvas = document.createElement('canvas');
    canvas.width = box.width;
    canvas.height = box.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas 2D is not available');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, box.sx, box.sy, box.sw, box.sh, 0, 0, box.width, box.height);
    const webp = await toBlob(canvas, 'image/webp');
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await toBlob(canvas, 'image/jpeg');
    if (!jpeg) throw new Error('The image could not be encoded');
    return jpeg;
  } finally {
    bitmap.close();
  }
}
