/** Reading the shop's mails as a client shows them: table rows as cell texts, MIME parts decoded. */

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

export const decodeEntities = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

/** The text of every cell of every innermost table row (rows holding no other row), tags removed. */
export function tableRows(html: string): string[][] {
  const rows = html.match(/<tr\b[^>]*>(?:(?!<tr\b)[\s\S])*?<\/tr>/g) ?? [];
  return rows.map((row) =>
    [...row.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => decodeEntities((cell[1] ?? '').replace(/<[^>]*>/g, '')).trim()),
  );
}

/** The text a reader sees: tags removed, entities decoded, white space collapsed. */
export const visibleText = (html: string) =>
  decodeEntities(html.replace(/<head>[\s\S]*<\/head>/, '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();

export interface MimePart {
  contentType: string;
  body: string;
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const text = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let index = 0; index < text.length; index++) {
      const hex = text.slice(index + 1, index + 3);
      if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        index += 2;
      } else {
        bytes.push(text.charCodeAt(index));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The leaf parts of a raw MIME message (one level of multipart, as nodemailer writes text + HTML). */
export function mimeParts(raw: string): { contentType: string; parts: MimePart[] } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\r\n\r\n');
  const contentType = /^content-type:\s*([^;\r\n]+)/im.exec(head)?.[1]?.trim() ?? '';
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return { contentType, parts: [] };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(partHead)?.[1]?.toLowerCase() ?? '7bit';
      return {
        contentType: /^content-type:\s*([^;\r\n]+)/im.exec(partHead)?.[1]?.trim() ?? '',
        body: decodeBody(partBody.join('\r\n\r\n').replace(/\r?\n$/, ''), encoding),
      };
    });
  return { contentType, parts };
}

/**
 * The tags of a mail that clients strip or that would run or restyle something: scripts, style
 * sheets, images, frames, classes, event handlers. Escaped text holds no `<`, so every match is a tag.
 */
export const unsafeTags = (html: string) =>
  (html.match(/<[^>]+>/g) ?? []).filter((tag) => /^<\/?(script|style|link|img|iframe|object)\b/i.test(tag) || /\s(on\w+|class)\s*=/i.test(tag));
