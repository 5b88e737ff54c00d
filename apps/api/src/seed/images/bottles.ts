import { COLORS, type Color } from '@wine/contract/catalogue';
import type { BottleShape, GeneratedWine } from '../wines';
import { BOTTLE_BOTTOM, SILHOUETTES, WINE_FILL, bottlePath } from './shapes';
import { SANS, SERIF, fileSlug, svgDocument, textBlock, wrapText, type SvgFile } from './svg';

/** Capsule and label accents; a wine's look is one of these per colour and bottle shape. */
const ACCENTS = ['#7a1f2b', '#1f3a5f', '#b08d2a'] as const;
const SHAPES: readonly BottleShape[] = ['bordeaux', 'burgundy', 'flute', 'champagne'];

interface Label {
  lines: readonly string[];
  big: string;
  small: string;
}

function bottleSvg(shape: BottleShape, color: Color, accent: string, label: Label, title: string): string {
  const s = SILHOUETTES[shape];
  const labelX = 200 - s.body + 8;
  const labelWidth = 2 * (s.body - 8);
  const labelY = s.shoulder + 40;
  const longest = Math.max(...label.lines.map((line) => line.length));
  // Bold serif runs about 0.6 em per character: shrink long producer names to fit the label.
  const size = Math.min(labelWidth < 80 ? 11 : 14, Math.floor((labelWidth - 10) / (0.6 * longest)));
  const body =
    `<defs><linearGradient id="glass" x1="0" y1="0" x2="1" y2="0">` +
    `<stop offset="0" stop-color="#000000" stop-opacity="0.35"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="0.28"/>` +
    `<stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient></defs>` +
    `<ellipse cx="200" cy="${BOTTLE_BOTTOM + 6}" rx="${s.body + 30}" ry="10" fill="#000000" opacity="0.12"/>` +
    `<path d="${bottlePath(shape)}" fill="${WINE_FILL[color]}"/>` +
    `<path d="${bottlePath(shape)}" fill="url(#glass)" stroke="#2b1a1e" stroke-opacity="0.35" stroke-width="2"/>` +
    `<rect x="${200 - s.neck - 2}" y="${s.top}" width="${2 * s.neck + 4}" height="${s.capsule}" rx="4" fill="${accent}"/>` +
    `<rect x="${labelX}" y="${labelY}" width="${labelWidth}" height="170" rx="4" fill="#fbf6ee" stroke="${accent}" stroke-width="3"/>` +
    textBlock(label.lines, { x: 200, y: labelY + 34, size, fill: '#2b1a1e', family: SERIF, weight: 700, anchor: 'middle', lineHeight: size + 3 }) +
    `<line x1="${labelX + 14}" x2="${labelX + labelWidth - 14}" y1="${labelY + 92}" y2="${labelY + 92}" stroke="${accent}" stroke-width="2"/>` +
    textBlock([label.big], { x: 200, y: labelY + 126, size: labelWidth < 80 ? 22 : 25, fill: accent, family: SERIF, weight: 700, anchor: 'middle' }) +
    textBlock([label.small], { x: 200, y: labelY + 153, size: labelWidth < 80 ? 8 : 10, fill: '#5b4a4e', family: SANS, anchor: 'middle', spacing: 1 });
  return svgDocument(400, 600, title, body);
}

const colourSlug = (color: Color) => fileSlug(color);

/** The URL of a wine's own labelled bottle (demo wines). */
export const labelledBottleUrl = (code: string) => `/media/demo/wines/${fileSlug(code)}.svg`;

/** The URL of a shared bottle (the large generated catalogue), by colour, shape and accent. */
export const sharedBottleUrl = (wine: Pick<GeneratedWine, 'color' | 'shape'>, variant: number) =>
  `/media/demo/bottles/${colourSlug(wine.color)}-${wine.shape}-${variant % ACCENTS.length}.svg`;

/** A demo wine's bottle with its producer and vintage on the label. */
export function labelledBottle(wine: GeneratedWine, variant: number): SvgFile {
  const accent = ACCENTS[variant % ACCENTS.length]!;
  const narrow = SILHOUETTES[wine.shape].body < 50;
  const lines = wrapText(wine.producer, narrow ? 10 : 13).slice(0, 3);
  const small = wine.varietal.length > (narrow ? 10 : 16) ? wine.color.toUpperCase() : wine.varietal.toUpperCase();
  return {
    url: labelledBottleUrl(wine.code),
    svg: bottleSvg(wine.shape, wine.color, accent, { lines, big: wine.vintage, small }, `${wine.producer} ${wine.vintage}`),
  };
}

/** Every shared bottle: colours x shapes x accents (36 images for any number of wines). */
export function sharedBottles(): SvgFile[] {
  return COLORS.flatMap((color) =>
    SHAPES.flatMap((shape) =>
      ACCENTS.map((accent, variant) => ({
        url: sharedBottleUrl({ color, shape }, variant),
        svg: bottleSvg(shape, color, accent, { lines: ['SOMMLIKE', 'SELECTION'], big: color === 'Rosé' ? 'Rosé' : color, small: 'WINE' }, `${color} wine bottle`),
      })),
    ),
  );
}
