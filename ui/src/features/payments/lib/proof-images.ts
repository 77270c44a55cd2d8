// Proof images for a withdrawal confirmation (spec section 9, Upload: png or
// jpg, 5 MB each, 3 images). Checked before upload the way the server checks
// them: by content (the first bytes), not by the file's name or type.
export const MAX_PROOF_IMAGES = 3;
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export type ProofImage = { name: string; size: number; base64: string };
export type ProofCheck = { ok: true; image: ProofImage } | { ok: false; error: string; name: string };

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return bytes.length > magic.length && magic.every((byte, i) => bytes[i] === byte);
}

/** Standard, padded base64 of the bytes (what the server decodes). */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** One chosen file: refused with the server's key when too large or not a PNG/JPEG by content. */
export async function readProofImage(file: Blob & { name: string }): Promise<ProofCheck> {
  if (file.size > MAX_PROOF_BYTES) return { ok: false, error: 'proof_image_too_large', name: file.name };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!startsWith(bytes, PNG) && !startsWith(bytes, JPEG)) {
    return { ok: false, error: 'proof_image_invalid', name: file.name };
  }
  return { ok: true, image: { name: file.name, size: file.size, base64: toBase64(bytes) } };
}

/**
 * Adds chosen files to those already kept, at most MAX_PROOF_IMAGES; answers the
 * new list and the first refusal (too many, too large, not an image), if any.
 */
export async function addProofImages(
  kept: readonly ProofImage[],
  files: readonly (Blob & { name: string })[],
): Promise<{ images: ProofImage[]; error: string | null }> {
  const images = [...kept];
  let error: string | null = null;
  for (const file of files) {
    if (images.length >= MAX_PROOF_IMAGES) {
      error ??= 'proof_images_too_many';
      break;
    }
    const checked = await readProofImage(file);
    if (checked.ok) images.push(checked.image);
    else error ??= checked.error;
  }
  return { images, error };
}
