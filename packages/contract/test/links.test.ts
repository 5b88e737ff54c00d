import { describe, expect, it } from 'vitest';
import { linkUrl, optionalLinkUrl } from '../src/fields';
import { isLinkUrl } from '../src/links';
import { profileHandleOf, profileLinkOf, webAddressOf } from '../src/profile-links';

describe('stored links (decision 0024)', () => {
  it.each(['https://example.com', 'http://example.com/a?b=1#c', 'HTTPS://EXAMPLE.COM/x', '/', '/shop-wines', '/wine/1/a?x=1', 'https://youtube.com/@ada'])(
    'accepts %s',
    (link) => expect(isLinkUrl(link)).toBe(true),
  );

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    '//evil.example',
    '/\\evil.example',
    'https://shop.test@evil.example',
    'https://',
    'https://exa mple.com',
    'shop-wines',
    '',
  ])('refuses %j', (link) => expect(isLinkUrl(link)).toBe(false));

  it('trims before checking, and lets an optional link be emptied', () => {
    expect(linkUrl.parse('  https://example.com  ')).toBe('https://example.com');
    expect(linkUrl.safeParse('').success).toBe(false);
    expect(optionalLinkUrl.parse('  ')).toBe('');
    expect(optionalLinkUrl.safeParse(' javascript:alert(1)').success).toBe(false);
  });

  it('turns what a person typed as a profile into a web address, keeping other schemes for the check to refuse', () => {
    expect(webAddressOf('instagram.com/ada')).toBe('https://instagram.com/ada');
    expect(webAddressOf(' //x.com/ada ')).toBe('https://x.com/ada');
    expect(webAddressOf('http://example.com')).toBe('http://example.com');
    expect(webAddressOf('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(webAddressOf('')).toBe('');
    expect(webAddressOf('@ada.pours', 'https://instagram.com/')).toBe('https://instagram.com/ada.pours');
    expect(webAddressOf('ada', 'https://tiktok.com/@')).toBe('https://tiktok.com/@ada');
    expect(webAddressOf('linkedin.com/in/ada', 'https://linkedin.com/in/')).toBe('https://linkedin.com/in/ada');
  });

  it('reads a handle as a handle, and nothing else as one (issue 45)', () => {
    expect(profileHandleOf(' @adamwine ')).toBe('@adamwine');
    expect(profileHandleOf('ada.pours')).toBe('@ada.pours');
    for (const text of ['my tiktok', 'instagram.com/ada', 'https://x.com/ada', 'javascript:alert(1)', '', '@']) expect(profileHandleOf(text)).toBeNull();
  });

  it('links a social profile text only where it makes a safe http(s) address (decision 0044)', () => {
    expect(profileLinkOf('tiktok', '@adamwine')).toBe('https://tiktok.com/@adamwine');
    expect(profileLinkOf('instagram', 'ada.pours')).toBe('https://instagram.com/ada.pours');
    expect(profileLinkOf('instagram', 'https://www.instagram.com/napa.somm')).toBe('https://www.instagram.com/napa.somm');
    expect(profileLinkOf('linkedin', 'linkedin.com/in/ada')).toBe('https://linkedin.com/in/ada');
    expect(profileLinkOf('youtube', 'http://example.com/ada')).toBe('http://example.com/ada');
    for (const text of ['my tiktok', 'javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/ada', 'https://shop.test@evil.example', 'foo/bar', '', undefined]) {
      expect(profileLinkOf('tiktok', text)).toBeNull();
    }
  });
});
