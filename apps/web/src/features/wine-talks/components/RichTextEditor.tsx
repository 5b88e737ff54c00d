import { useEffect, useRef } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import Box from '@mui/material/Box';
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

const modules = {
  toolbar: [
    [{ header: [1, 2, 3, false] }],
    [{ font: [false, ...QUILL_FONTS.map((font) => font.value)] }, { size: ['small', false, 'large', 'huge'] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }, 'blockquote'],
    [{ align: [] }, 'link'],
    ['clean'],
  ],
};

const formats = ['header', 'font', 'size', 'bold', 'italic', 'underline', 'strike', 'list', 'blockquote', 'align', 'link'];

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
