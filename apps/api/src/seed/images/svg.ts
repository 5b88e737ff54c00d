/** Building blocks of the demo's SVG images: escaping, a document shell, wrapped text. */

export const SERIF = "Georgia, 'Times New Roman', serif";
export const SANS = "'Helvetica Neue', Arial, sans-serif";
export const BRAND = '#b25661';
export const BRAND_DARK = '#7d3440';

/** An image to write under the media directory, at the path its URL names. */
export interface SvgFile {
  url: string;
  svg: string;
}

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/** A standalone SVG with explicit size and viewBox (browsers need both to scale it in an <img>). */
export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>\n`
  );
}

/** Greedy word wrap to at most `maxChars` per line; a single long word keeps its own line. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface TextStyle {
  x: number;
  y: number;
  size: number;
  fill: string;
  family?: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  lineHeight?: number;
  spacing?: number;
}

/** Lines of text, the first baseline at `y`. */
export function textBlock(lines: readonly string[], style: TextStyle): string {
  const lineHeight = style.lineHeight ?? style.size * 1.2;
  const tspans = lines
    .map((line, i) => `<tspan x="${style.x}" dy="${i === 0 ? 0 : lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const spacing = style.spacing ? ` letter-spacing="${style.spacing}"` : '';
  return (
    `<text x="${style.x}" y="${style.y}" font-family="${style.family ?? SANS}" font-size="${style.size}" font-weight="${style.weight ?? 400}" ` +
    `fill="${style.fill}" text-anchor="${style.anchor ?? 'start'}"${spacing}>${tspans}</text>`
  );
}

/** A diagonal gradient, top left to bottom right. */
export const linearGradient = (id: string, from: string, to: string): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** A file-name-safe form of a title: "Château Belair 2015" -> "chateau-belair-2015". */
export const fileSlug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
