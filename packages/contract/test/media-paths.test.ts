import { describe, expect, it } from 'vitest';
import { imageUrl, normalMediaPath, uploadedImageUrl } from '../src/fields';

describe('a stored media path (issue 30)', () => {
  it('is kept in its normal form: empty and `.` segments dropped', () => {
    expect(normalMediaPath('/media/uploads/a1.webp')).toBe('/media/uploads/a1.webp');
    expect(normalMediaPath('/media//uploads/./a1.webp')).toBe('/media/uploads/a1.webp');
    expect(imageUrl.parse(' /media/./demo//people/ada.svg ')).toBe('/media/demo/people/ada.svg');
  });

  it('is refused when it could lead out of the media store', () => {
    for (const path of [
      '/media/../api/health', '/media/uploads/../../x.webp', '/media/..', '/media/', '/media/%2e%2e/x.webp', '/media/..%2fx.webp',
      '/media/..\\x.webp', '/media/.env', '/mediax/a.webp', '/api/a.webp', '/media/a b.webp',
    ]) {
      expect(normalMediaPath(path), path).toBeNull();
      expect(imageUrl.safeParse(path).success, path).toBe(false);
    }
  });

  it('may be an https address where a field takes one, never where only uploads go', () => {
    expect(imageUrl.parse('https://lh3.googleusercontent.com/a/photo')).toBe('https://lh3.googleusercontent.com/a/photo');
    const refused = uploadedImageUrl.safeParse('https://tracker.example/pixel.gif');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('must be an image uploaded to the shop (/media/...)');
  });
});
