import { normalMediaPath } from '@wine/contract/fields';
import sanitizeHtml from 'sanitize-html';

/** The Quill editor's fonts and sizes (spec 001 §2.13), the only classes a post may carry. */
const QUILL_CLASSES = [
  'ql-font-arial', 'ql-font-comic-sans', 'ql-font-courier-new', 'ql-font-georgia', 'ql-font-helvetica', 'ql-font-lucida',
  'ql-size-small', 'ql-size-large', 'ql-size-huge', 'ql-align-center', 'ql-align-right', 'ql-align-justify',
  'ql-indent-1', 'ql-indent-2', 'ql-indent-3',
];

/**
 * User HTML (Wine Talks posts, tasting notes) is cleaned when stored and shown only from the
 * cleaned form (DESIGN §7): an allow-list of tags, attributes and classes; links only to http(s)
 * and mailto, opened safely; images only from our media (a picture elsewhere would let its host
 * watch the readers), in their normal form.
 */
export function sanitizeRichText(html: string): string {
  return normalSpaces(sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'span', 'img', 'pre', 'code'],
    allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], '*': ['class'] },
    allowedClasses: { '*': QUILL_CLASSES },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
      img: (tagName, attribs) => {
        const src = attribs.src === undefined ? null : normalMediaPath(attribs.src);
        return { tagName, attribs: src ? { ...attribs, src } : {} };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  }));
}

/** An address on another host: with a scheme and authority, or protocol-relative (browsers read `/\\` as `//`). */
const ELSEWHERE = /^\s*(?:[a-z][a-z\d+.-]*:)?[/\\]{2}/i;

/**
 * The addresses of the pictures in user HTML that are on another host: refused with a message
 * (sanitizeRichText drops any other picture that is not the shop's own upload).
 */
export function foreignImages(html: string): string[] {
  const found: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['img'],
    allowedAttributes: { img: ['src'] },
    transformTags: {
      img: (tagName, attribs) => {
        if (attribs.src !== undefined && ELSEWHERE.test(attribs.src)) found.push(attribs.src);
        return { tagName, attribs };
      },
    },
  });
  return found;
}

/**
 * The editor joins words with non-breaking spaces, which makes a paragraph one unbreakable run that
 * the page can only wrap inside words. Every space becomes a normal one; in a run of several, all but
 * the last stay non-breaking so that a deliberate double space still shows. Migration
 * 0011_normal_spaces applies the same rule to the posts stored before.
 */
const normalSpaces = (html: string): string => html.replace(/\u00a0/g, ' ').replace(/ (?= )/g, '\u00a0');

/** Whether cleaned HTML still says something (a body of only empty paragraphs does not). */
export const hasText = (html: string): boolean =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0 || /<img\s/i.test(html);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as it may stand in HTML or XML, in an element or a quoted attribute. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
