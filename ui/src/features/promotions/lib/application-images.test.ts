import { describe, expect, it } from 'vitest';
import { instantiateForms } from '../../../test/instantiate-forms';
import { addImages, base64Of, checkApplication, headerOf, remarkLimit } from './application-images';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_BYTES = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

function file(bytes: number[] | Uint8Array, name: string, type = 'image/png') {
  return new File([new Uint8Array(bytes)], name, { type });
}

// The activity application's rule is the C++ one (validateActivityApplication)
// through the forms wasm: these check that this feature feeds it what it reads.
describe('activity application images', () => {
  it('reads the remark limit from the shared rule', async () => {
    const forms = await instantiateForms();
    expect(remarkLimit(forms)).toBe(140);
    expect(checkApplication(forms, 'é'.repeat(140), []).remark).toEqual([]);
    expect(checkApplication(forms, 'a'.repeat(141), []).remark[0]?.key).toBe('remark_too_long');
  });

  it('takes PNG and JPEG by their bytes and refuses a text named .png', async () => {
    const forms = await instantiateForms();
    const added = await addImages(forms, [], [file(PNG_BYTES, 'a.jpg', 'image/jpeg'), file(JPEG_BYTES, 'b.png')]);
    expect(added.refusal).toBeNull();
    expect(added.images.map((image) => image.name)).toEqual(['a.jpg', 'b.png']);
    const forged = await addImages(forms, added.images, [file([...new TextEncoder().encode('<svg/>')], 'x.png')]);
    expect(forged.refusal?.key).toBe('image_type_not_allowed');
    expect(forged.images).toHaveLength(2);
  });

  it('refuses a fourth image and one over 5 MB', async () => {
    const forms = await instantiateForms();
    const three = await addImages(
      forms,
      [],
      [file(PNG_BYTES, '1.png'), file(PNG_BYTES, '2.png'), file(PNG_BYTES, '3.png')],
    );
    expect(three.images).toHaveLength(3);
    const fourth = await addImages(forms, three.images, [file(PNG_BYTES, '4.png')]);
    expect(fourth.refusal?.key).toBe('too_many_images');
    expect(fourth.images).toHaveLength(3);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    const large = await addImages(forms, [], [file(big, 'big.png')]);
    expect(large.refusal?.key).toBe('image_too_large');
  });

  it('sends the bytes as padded base64 and reads headers as hex', async () => {
    expect(await base64Of(file(PNG_BYTES, 'a.png'))).toBe(btoa(String.fromCharCode(...PNG_BYTES)));
    expect(await headerOf(file(PNG_BYTES, 'a.png'))).toEqual({ headerHex: '89504e470d0a1a0a0000000d', size: 12 });
  });
});
