/**
 * Quill's formats as the editor writes them and the server keeps them (issue 8): six fonts and
 * four sizes (small, normal, large, huge), as classes. The editor and the post page share these
 * styles, so a post reads as it was written.
 */
export const QUILL_FONTS = [
  { value: 'arial', label: 'Arial', family: 'Arial, sans-serif' },
  { value: 'comic-sans', label: 'Comic Sans', family: '"Comic Sans MS", "Comic Sans", cursive' },
  { value: 'courier-new', label: 'Courier New', family: '"Courier New", Courier, monospace' },
  { value: 'georgia', label: 'Georgia', family: 'Georgia, serif' },
  { value: 'helvetica', label: 'Helvetica', family: 'Helvetica, Arial, sans-serif' },
  { value: 'lucida', label: 'Lucida', family: '"Lucida Sans Unicode", "Lucida Grande", sans-serif' },
] as const;

/** The sizes besides normal (Quill's `false`). */
export const QUILL_SIZES = ['small', 'large', 'huge'] as const;

const fontClasses = Object.fromEntries(QUILL_FONTS.map(({ value, family }) => [`& .ql-font-${value}`, { fontFamily: family }]));

/** The format classes' styles, for content rendered from Quill's HTML (an sx fragment). */
export const quillFormatSx = {
  ...fontClasses,
  '& .ql-size-small': { fontSize: '0.75em' },
  '& .ql-size-large': { fontSize: '1.5em' },
  '& .ql-size-huge': { fontSize: '2.5em' },
  '& .ql-align-center': { textAlign: 'center' },
  '& .ql-align-right': { textAlign: 'right' },
  '& .ql-align-justify': { textAlign: 'justify' },
} as const;
