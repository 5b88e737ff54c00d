import type { Color } from '@wine/contract/catalogue';
import type { BottleShape } from '../wines';

/** What the bottle shows: deep red, pale gold or salmon pink wine. */
export const WINE_FILL: Record<Color, string> = { Red: '#5e1224', White: '#e6cf7e', Rosé: '#f09f8a' };

interface Silhouette {
  body: number;
  neck: number;
  top: number;
  neckBottom: number;
  shoulder: number;
  curve: number;
  capsule: number;
}

/** Bottle outlines on a 400 x 600 canvas: high shoulders (Bordeaux), sloping (Burgundy, Champagne), slender (Mosel). */
export const SILHOUETTES: Record<BottleShape, Silhouette> = {
  bordeaux: { body: 56, neck: 15, top: 60, neckBottom: 200, shoulder: 250, curve: 28, capsule: 70 },
  burgundy: { body: 62, neck: 15, top: 60, neckBottom: 150, shoulder: 300, curve: 70, capsule: 70 },
  flute: { body: 44, neck: 13, top: 40, neckBottom: 170, shoulder: 320, curve: 75, capsule: 70 },
  champagne: { body: 64, neck: 19, top: 60, neckBottom: 150, shoulder: 300, curve: 70, capsule: 115 },
};

export const BOTTLE_BOTTOM = 570;

/** The outline of a bottle centred on x = 200, standing on y = 570. */
export function bottlePath(shape: BottleShape): string {
  const s = SILHOUETTES[shape];
  const [l, r, ln, rn] = [200 - s.body, 200 + s.body, 200 - s.neck, 200 + s.neck];
  const b = BOTTLE_BOTTOM;
  return (
    `M${ln} ${s.top} L${ln} ${s.neckBottom} C${ln} ${s.neckBottom + s.curve * 0.6} ${l} ${s.shoulder - s.curve} ${l} ${s.shoulder} ` +
    `L${l} ${b - 14} Q${l} ${b} ${l + 14} ${b} L${r - 14} ${b} Q${r} ${b} ${r} ${b - 14} L${r} ${s.shoulder} ` +
    `C${r} ${s.shoulder - s.curve} ${rn} ${s.neckBottom + s.curve * 0.6} ${rn} ${s.neckBottom} L${rn} ${s.top} Z`
  );
}

/** A bottle without a label, for decoration: `x`, `y` place its foot, `scale` its size. */
export function decorativeBottle(shape: BottleShape, color: Color, x: number, y: number, scale: number): string {
  const s = SILHOUETTES[shape];
  return (
    `<g transform="translate(${x - 200 * scale} ${y - BOTTLE_BOTTOM * scale}) scale(${scale})">` +
    `<path d="${bottlePath(shape)}" fill="${WINE_FILL[color]}" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>` +
    `<rect x="${200 - s.neck - 2}" y="${s.top}" width="${2 * s.neck + 4}" height="${s.capsule}" rx="4" fill="#2a1a1f"/>` +
    `<rect x="${200 - s.body + 10}" y="${s.shoulder + 50}" width="${2 * s.body - 20}" height="120" rx="6" fill="#fbf6ee" opacity="0.92"/>` +
    `</g>`
  );
}

/** A wine glass with some wine in it, its foot at (`x`, `y`). */
export function wineGlass(color: Color, x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round">` +
    `<path d="M-38 -210 C-44 -150 -30 -112 0 -108 C30 -112 44 -150 38 -210 Z" fill="#ffffff" fill-opacity="0.12"/>` +
    `<path d="M-41 -165 C-38 -128 -24 -112 0 -110 C24 -112 38 -128 41 -165 Z" fill="${WINE_FILL[color]}" stroke="none"/>` +
    `<path d="M0 -108 L0 -8 M-34 0 L34 0"/></g>`
  );
}
