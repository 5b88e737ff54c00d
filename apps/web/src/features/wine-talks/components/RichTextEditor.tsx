import { useEffect, useMemo, useRef } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';
import type { Range } from 'quill';
import type DeltaType from 'quill-delta';
import 'react-quill-new/dist/quill.snow.css';
import Box from '@mui/material/Box';
import { UPLOAD_MAX_BYTES } from '@wine/contract/constants';
import { normalMediaPath } from '@wine/contract/fields';
import { Text } from '@wine/contract/texts';
import { uploadImage } from '../../../lib/upload';
import { QUILL_FONTS, QUILL_SIZES, quillFormatSx } from './richText';

interface ClassAttributor {
  whitelist: string[] | undefined;
}

// Fonts and sizes as classes (ql-font-*, ql-size-*), the only forms the server keeps.
const Font = Quill.import('formats/font') as ClassAttributor;
Font.whitelist = QUILL_FONTS.map((font) => font.value);
Quill.register('formats/font', Font, true);
const Size = Quill.import('formats/size') as ClassAttributor;
Size.whitelist = [...QUILL_SIZES];
Quill.register('formats/size', Size, true);

const Delta = Quill.import('delta') as typeof DeltaType;

/** The pictures a post may show are the shop's own uploads (issue 30): these kinds go through the media store. */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const FOREIGN_PICTURE = 'Pictures from other sites cannot be shown in a post. Paste or drop the picture file itself, or use the picture button.';

const toolbar = [
  [{ header: [1, 2, 3, false] }],
  [{ font: [false, ...QUILL_FONTS.map((font) => font.value)] }, { size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }, 'blockquote'],
  [{ align: [] }, 'link', 'image'],
  ['clean'],
];

const formats = ['header', 'font', 'size', 'bold', 'italic', 'underline', 'strike', 'list', 'blockquote', 'align', 'link', 'image'];

/** Uploads pictures one after another and puts each, as the shop's media address, where the person pasted, dropped or chose it. */
async function insertPictures(quill: Quill, range: Range | null, files: File[]): Promise<void> {
  let index = range?.index ?? quill.getLength();
  for (const file of files) {
    if (!PICTURE_TYPES.includes(file.type) || file.size > UPLOAD_MAX_BYTES) {
      window.alert(Text.uploadFailed);
      continue;
    }
    try {
      const url = await uploadImage(file);
      quill.updateContents(new Delta().retain(index).insert({ image: url }), 'user');
      index += 1;
      quill.setSelection(index, 0, 'user');
    } catch {
      window.alert(Text.uploadFailed);
    }
  }
}

/** The picture button: a file chooser whose picture goes through the media store like a pasted one. */
function choosePicture(quill: Quill): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = PICTURE_TYPES.join(',');
  input.onchange = () => void insertPictures(quill, quill.getSelection(true), Array.from(input.files ?? []));
  input.click();
}

/** The picker shows each font in its own face and by name (Quill's snow theme labels only its defaults). */
const pickerLabels = Object.fromEntries(
  QUILL_FONTS.flatMap(({ value, label, family }) => [
    [`& .ql-picker.ql-font .ql-picker-label[data-value="${value}"]::before, & .ql-picker.ql-font .ql-picker-item[data-value="${value}"]::before`, { content: `"${label}"`, fontFamily: family }],
  ]),
);

interface Props {
  value: string;
  onChange: (html: string, text: string) => void;
  label: string;
}

/** Quill (react-quill-new) with the spec's six fonts and four sizes; loaded only by the editor routes. */
export default function RichTextEditor({ value, onChange, label }: Props) {
  const quillRef = useRef<ReactQuill>(null);
  const modules = useMemo(
    () => ({
      toolbar: { container: toolbar, handlers: { image: () => quillRef.current && choosePicture(quillRef.current.getEditor()) } },
      uploader: {
        mimetypes: PICTURE_TYPES,
        handler(this: { quill: Quill }, range: Range, files: File[]) {
          void insertPictures(this.quill, range, files);
        },
      },
      clipboard: {
        // A picture pasted with a page's HTML stays on its own site: it is left out, and the person told why.
        matchers: [
          [
            'IMG',
            (node: Node, delta: DeltaType) => {
              if (normalMediaPath((node as HTMLImageElement).getAttribute('src') ?? '')) return delta;
              window.alert(FOREIGN_PICTURE);
              return new Delta();
            },
          ],
        ],
      },
    }),
    [],
  );
  useEffect(() => {
    const root = quillRef.current?.getEditor().root;
    root?.setAttribute('role', 'textbox');
    root?.setAttribute('aria-multiline', 'true');
    root?.setAttribute('aria-label', label);
  }, [label]);

  return (
    <Box
      sx={{
        ...quillFormatSx,
        ...pickerLabels,
        '& .ql-toolbar': { borderRadius: '8px 8px 0 0', borderColor: 'divider', fontFamily: 'inherit' },
        '& .ql-container': { borderRadius: '0 0 8px 8px', borderColor: 'divider', fontSize: '1rem', fontFamily: 'inherit' },
        '& .ql-editor': { minHeight: { xs: 240, md: 320 }, lineHeight: 1.7 },
        '& .ql-picker.ql-font': { width: 130 },
      }}
    >
      <ReactQuill
        ref={quillRef}
        theme="snow"
        value={value}
        onChange={(html, _delta, _source, editor) => onChange(html, editor.getText())}
        modules={modules}
        formats={formats}
        placeholder="Write your post..."
      />
    </Box>
  );
}
