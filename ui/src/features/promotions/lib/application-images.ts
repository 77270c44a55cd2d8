// The activity application's images (spec section 5: PNG or JPG by content, at
// most 5 MB each, at most 3). The rule itself is C++ (validateActivityApplication
// in shared/, run here through the forms wasm); this file only reads a chosen
// file's first bytes and size for it, and its base64 for the upload.
import type { FieldMessage, FormsApi, ImageHeader } from '../../../lib/wasm/forms-api';
import { isFormRefusal } from '../../../lib/wasm/forms-api';

/** Bytes of a file's start the rule looks at (PNG's signature is 8). */
const HEADER_BYTES = 16;

/** A taken image: what the rule read, its bytes as base64 (sent as they are) and a preview (a data: URL, as the page's CSP allows). */
export type PickedImage = { name: string; size: number; header: ImageHeader; base64: string; previewUrl: string };

export type ApplicationVerdict = {
  remark: FieldMessage[];
  images: FieldMessage[];
  /** Messages of the image at each index of the list checked. */
  perImage: FieldMessage[][];
};

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the rule needs of a file: its first bytes and its size (never its name or type). */
export async function headerOf(file: Blob): Promise<ImageHeader> {
  const head = new Uint8Array(await file.slice(0, HEADER_BYTES).arrayBuffer());
  return { headerHex: hex(head), size: file.size };
}

/** The shared rule's verdict on a remark and a list of images. */
export function checkApplication(forms: FormsApi, remark: string, images: readonly ImageHeader[]): ApplicationVerdict {
  const answer = forms.validateForm('activityApplication', { remark, images: [...images] }, null);
  if (isFormRefusal(answer)) throw new Error(`activityApplication refused: ${answer.error}`);
  return {
    remark: answer.fields['remark'] ?? [],
    images: answer.fields['images'] ?? [],
    perImage: images.map((_, index) => answer.fields[`images.${index}`] ?? []),
  };
}

/**
 * The remark's limit as the shared rule states it: the parameter of its
 * remark_too_long message for a remark certainly over any limit.
 */
export function remarkLimit(forms: FormsApi): number {
  const verdict = checkApplication(forms, 'x'.repeat(10_000), []);
  return verdict.remark.find((m) => m.key === 'remark_too_long')?.params[0] ?? 0;
}

/**
 * Adds chosen files to the kept ones: each new file the rule refuses (not an
 * image by its bytes, too large, one too many) is left out, and the first
 * refusal is answered to be shown.
 */
export async function addImages(
  forms: FormsApi,
  kept: readonly PickedImage[],
  files: readonly File[],
): Promise<{ images: PickedImage[]; refusal: FieldMessage | null }> {
  const images = [...kept];
  let refusal: FieldMessage | null = null;
  for (const file of files) {
    const header = await headerOf(file);
    const verdict = checkApplication(forms, '', [...images.map((image) => image.header), header]);
    const own = verdict.perImage[images.length] ?? [];
    const problem = own[0] ?? verdict.images[0];
    if (problem) {
      refusal ??= problem;
      continue;
    }
    const base64 = await base64Of(file);
    images.push({ name: file.name, size: file.size, header, base64, previewUrl: `data:image;base64,${base64}` });
  }
  return { images, refusal };
}

/** Standard, padded base64 of a file's bytes (what the server decodes). */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}
