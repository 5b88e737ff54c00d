import { BRAND, SANS, linearGradient, svgDocument, textBlock } from './svg';

/** Portrait colours; each person gets one from their name so their avatar never changes. */
const TONES = ['#8e2c3f', '#1f3a5f', '#4c6b3c', '#7a5f1c', BRAND, '#5b3a6e', '#2f5d62', '#a0522d'] as const;

const toneOf = (name: string) => TONES[[...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % TONES.length]!;

const initialsOf = (givenName: string, familyName: string) => `${givenName[0] ?? ''}${familyName[0] ?? ''}`.toUpperCase();

/** A square avatar (400 x 400) with the person's initials, cropped to a circle by the app. */
export function avatar(givenName: string, familyName: string): string {
  const tone = toneOf(`${givenName} ${familyName}`);
  const body =
    `<defs>${linearGradient('bg', tone, '#1d1215')}</defs><rect width="400" height="400" fill="url(#bg)"/>` +
    `<circle cx="200" cy="200" r="150" fill="#ffffff" opacity="0.08"/>` +
    textBlock([initialsOf(givenName, familyName)], { x: 200, y: 252, size: 150, fill: '#ffffff', family: SANS, weight: 700, anchor: 'middle' });
  return svgDocument(400, 400, `${givenName} ${familyName}`, body);
}

/** A profile cover (1500 x 400): rolling vineyard rows in the person's colour, no text. */
export function profileCover(givenName: string, familyName: string): string {
  const tone = toneOf(`${givenName} ${familyName}`);
  const rows = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 230 + i * 40;
      return `<path d="M0 ${y} C300 ${y - 60} 600 ${y + 40} 900 ${y - 20} S1300 ${y - 50} 1500 ${y - 10} L1500 400 L0 400 Z" fill="#ffffff" opacity="${0.05 + i * 0.03}"/>`;
    })
    .join('');
  const body =
    `<defs>${linearGradient('bg', '#1d1215', tone)}</defs><rect width="1500" height="400" fill="url(#bg)"/>` +
    `<circle cx="1250" cy="110" r="60" fill="#fbe9ea" opacity="0.5"/>` +
    rows;
  return svgDocument(1500, 400, `${givenName} ${familyName}`, body);
}
