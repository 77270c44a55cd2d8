import { describe, expect, it } from 'vitest';
import { addProofImages, MAX_PROOF_BYTES, readProofImage, toBase64 } from './proof-images';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

function file(bytes: number[] | Uint8Array, name: string, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('proof images', () => {
  it('takes PNG and JPEG by content, whatever the name or type says', async () => {
    const png = await readProofImage(file(PNG_BYTES, 'photo.jpg', 'image/jpeg'));
    expect(png).toMatchObject({ ok: true, image: { name: 'photo.jpg', size: PNG_BYTES.length } });
    expect(await readProofImage(file(JPEG_BYTES, 'scan.png'))).toMatchObject({ ok: true });
  });

  it('refuses what is not a picture, even named like one', async () => {
    const forged = await readProofImage(file([...new TextEncoder().encode('<svg onload=alert(1)>')], 'x.png'));
    expect(forged).toEqual({ ok: false, error: 'proof_image_invalid', name: 'x.png' });
    // Only the magic bytes: the server wants more than the signature.
    expect(await readProofImage(file([0xff, 0xd8, 0xff], 'tiny.jpg'))).toMatchObject({ ok: false });
  });

  it('refuses a file above 5 MB before reading it, and takes exactly 5 MB', async () => {
    const big = new Uint8Array(MAX_PROOF_BYTES + 1);
    big.set(PNG_BYTES);
    expect(await readProofImage(file(big, 'big.png'))).toEqual({
      ok: false,
      error: 'proof_image_too_large',
      name: 'big.png',
    });
    expect(await readProofImage(file(big.subarray(0, MAX_PROOF_BYTES), 'max.png'))).toMatchObject({ ok: true });
  });

  it('keeps at most 3 and says why the others were left out', async () => {
    const four = ['a', 'b', 'c', 'd'].map((n) => file(PNG_BYTES, `${n}.png`));
    const added = await addProofImages([], four);
    expect(added.images.map((i) => i.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(added.error).toBe('proof_images_too_many');
    const mixed = await addProofImages([], [file([1, 2, 3, 4], 'n.txt'), file(PNG_BYTES, 'ok.png')]);
    expect(mixed.images.map((i) => i.name)).toEqual(['ok.png']);
    expect(mixed.error).toBe('proof_image_invalid');
  });

  it('writes standard padded base64 the server decodes', () => {
    expect(toBase64(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('/9j/4A==');
    const long = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(Buffer.from(toBase64(long), 'base64')).toEqual(Buffer.from(long));
  });
});
