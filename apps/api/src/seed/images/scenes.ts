import type { Color } from '@wine/contract/catalogue';
import { decorativeBottle, wineGlass } from './shapes';
import { BRAND, BRAND_DARK, SANS, SERIF, linearGradient, svgDocument, textBlock, wrapText } from './svg';

/** Background colours of covers, by the colour of the wines they show. */
export type Theme = Color | 'Mixed';
const THEMES: Record<Theme, readonly [string, string]> = {
  Red: ['#4a1422', '#8e2c3f'],
  White: ['#7a5f1c', '#c4a04a'],
  Rosé: ['#a4475c', '#e08f86'],
  Mixed: [BRAND_DARK, BRAND],
};

const backdrop = (width: number, height: number, theme: Theme) =>
  `<defs>${linearGradient('bg', THEMES[theme][0], THEMES[theme][1])}</defs>` +
  `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
  `<circle cx="${width * 0.85}" cy="${height * 0.1}" r="${height * 0.55}" fill="#ffffff" opacity="0.06"/>` +
  `<circle cx="${width * 0.1}" cy="${height * 1.05}" r="${height * 0.45}" fill="#ffffff" opacity="0.05"/>`;

/** Three bottles and a glass standing on the bottom edge, from `x`. */
const still = (x: number, y: number, scale: number, colors: readonly [Color, Color, Color]) =>
  decorativeBottle('burgundy', colors[0], x, y, scale) +
  decorativeBottle('bordeaux', colors[1], x + 120 * scale * 1.6, y, scale * 1.05) +
  decorativeBottle('champagne', colors[2], x + 240 * scale * 1.6, y, scale) +
  wineGlass(colors[0], x + 370 * scale * 1.6, y, scale * 1.5);

interface BannerText {
  eyebrow: string;
  headline: string;
  subline: string;
  button: string;
}

/** A home banner at 1600 x 500, brand colour, headline on the left and a still life on the right. */
export function bannerDesktop(text: BannerText, colors: readonly [Color, Color, Color]): string {
  const lines = wrapText(text.headline, 30);
  const top = 150 - (lines.length - 1) * 30;
  const body =
    backdrop(1600, 500, 'Mixed') +
    textBlock([text.eyebrow.toUpperCase()], { x: 110, y: top - 50, size: 22, fill: '#fbe9ea', weight: 700, spacing: 4 }) +
    textBlock(lines, { x: 110, y: top + 20, size: 58, fill: '#ffffff', family: SERIF, weight: 700, lineHeight: 66 }) +
    textBlock(wrapText(text.subline, 60), { x: 110, y: top + 40 + lines.length * 66, size: 24, fill: '#fbe9ea', lineHeight: 32 }) +
    `<rect x="110" y="${top + 110 + lines.length * 66}" width="${text.button.length * 13 + 60}" height="56" rx="28" fill="#ffffff"/>` +
    textBlock([text.button], { x: 140, y: top + 146 + lines.length * 66, size: 22, fill: BRAND, weight: 700 }) +
    still(1060, 470, 0.62, colors);
  return svgDocument(1600, 500, text.headline, body);
}

/** The same banner at 800 x 800 for screens under 768 px: text on top, still life below. */
export function bannerMobile(text: BannerText, colors: readonly [Color, Color, Color]): string {
  const lines = wrapText(text.headline, 20);
  const body =
    backdrop(800, 800, 'Mixed') +
    textBlock([text.eyebrow.toUpperCase()], { x: 400, y: 100, size: 24, fill: '#fbe9ea', weight: 700, anchor: 'middle', spacing: 4 }) +
    textBlock(lines, { x: 400, y: 175, size: 56, fill: '#ffffff', family: SERIF, weight: 700, anchor: 'middle', lineHeight: 64 }) +
    textBlock(wrapText(text.subline, 40), { x: 400, y: 200 + lines.length * 64, size: 26, fill: '#fbe9ea', anchor: 'middle', lineHeight: 34 }) +
    still(175, 760, 0.55, colors);
  return svgDocument(800, 800, text.headline, body);
}

/** A collection's cover (800 x 600): its title over the colour of its wines. */
export function collectionCover(title: string, eyebrow: string, theme: Theme): string {
  const lines = wrapText(title, 18).slice(0, 4);
  const wine: Color = theme === 'Mixed' ? 'Red' : theme;
  const body =
    backdrop(800, 600, theme) +
    textBlock([eyebrow.toUpperCase()], { x: 60, y: 90, size: 20, fill: '#ffffff', weight: 700, spacing: 3 }) +
    textBlock(lines, { x: 60, y: 160, size: 50, fill: '#ffffff', family: SERIF, weight: 700, lineHeight: 58 }) +
    decorativeBottle('bordeaux', wine, 520, 580, 0.5) +
    decorativeBottle('burgundy', theme === 'Mixed' ? 'White' : wine, 620, 580, 0.58) +
    decorativeBottle('champagne', theme === 'Mixed' ? 'Rosé' : wine, 720, 580, 0.5);
  return svgDocument(800, 600, title, body);
}

/** One slide of an event's carousel (1600 x 600). */
export function eventSlide(title: string, caption: string, theme: Theme, slide: number): string {
  const lines = wrapText(title, 28);
  const glasses = (['Red', 'White', 'Rosé', 'Red', 'White'] as const)
    .map((color, i) => wineGlass(theme === 'Mixed' ? color : theme, 1020 + i * 110, 520 - (i % 2) * 30, 1.1))
    .join('');
  const bottles = decorativeBottle('champagne', 'White', 1100, 560, 0.7) + decorativeBottle('burgundy', 'Red', 1260, 560, 0.72) + decorativeBottle('bordeaux', 'Rosé', 1420, 560, 0.7);
  const body =
    backdrop(1600, 600, theme) +
    textBlock(['WINE EVENT'], { x: 100, y: 170, size: 24, fill: '#ffffff', weight: 700, spacing: 5 }) +
    textBlock(lines, { x: 100, y: 250, size: 64, fill: '#ffffff', family: SERIF, weight: 700, lineHeight: 74 }) +
    textBlock([caption], { x: 100, y: 290 + lines.length * 74, size: 28, fill: '#fbe9ea' }) +
    (slide === 0 ? bottles : glasses);
  return svgDocument(1600, 600, title, body);
}

/** A Wine Talks cover (1200 x 630, the usual share-card size). */
export function postCover(title: string, author: string, theme: Theme): string {
  const lines = wrapText(title, 24).slice(0, 4);
  const wine: Color = theme === 'Mixed' ? 'Red' : theme;
  const body =
    backdrop(1200, 630, theme) +
    textBlock(['WINE TALKS'], { x: 80, y: 120, size: 24, fill: '#ffffff', weight: 700, spacing: 5 }) +
    textBlock(lines, { x: 80, y: 200, size: 60, fill: '#ffffff', family: SERIF, weight: 700, lineHeight: 70 }) +
    textBlock([`by ${author}`], { x: 80, y: 240 + lines.length * 70, size: 28, fill: '#fbe9ea', family: SANS }) +
    wineGlass(wine, 1000, 560, 1.9);
  return svgDocument(1200, 630, title, body);
}
