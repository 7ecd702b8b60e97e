import { Box, Button, HStack } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { es } from '#src/i18n/es-admin';

export interface RichTextProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
}

const text = es.richText;

/**
 * Tiptap (ProseMirror) with its starter kit: paragraphs, headings, bold, italic, lists, links.
 * It writes HTML; the customer side keeps sanitising whatever HTML it shows (src/ui/safe-html).
 */
export default function RichText({ value, onChange, label }: RichTextProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
    content: value,
    shouldRerenderOnTransaction: false,
    // Tiptap writes '<p></p>' for an empty document: the record keeps an empty value instead.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: 'admin-rich-text',
      },
    },
  });
  return (
    <Box borderWidth="1px" rounded="md" w="full">
      <Toolbar editor={editor} />
      <Box
        px="3"
        py="2"
        minH="32"
        css={{
          '& .admin-rich-text': { outline: 'none', minHeight: '7rem' },
          '& ul, & ol': { paddingInlineStart: '1.5rem' },
          '& h2': { fontSize: 'xl', fontWeight: 'bold' },
          '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
    }),
  });
  const chain = () => editor.chain().focus();
  const tools = [
    { key: 'bold', label: text.bold, on: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: text.italic, on: state.italic, run: () => chain().toggleItalic().run() },
    {
      key: 'heading',
      label: text.heading,
      on: state.heading,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    { key: 'bullets', label: text.bullets, on: state.bullets, run: () => chain().toggleBulletList().run() },
    { key: 'numbers', label: text.numbers, on: state.numbers, run: () => chain().toggleOrderedList().run() },
  ];
  return (
    <HStack role="toolbar" aria-label={text.toolbar} gap="1" p="1" borderBottomWidth="1px" wrap="wrap">
      {tools.map((tool) => (
        <Button
          key={tool.key}
          size="xs"
          variant={tool.on ? 'solid' : 'ghost'}
          aria-pressed={tool.on}
          onClick={tool.run}
        >
          {tool.label}
        </Button>
      ))}
    </HStack>
  );
}
