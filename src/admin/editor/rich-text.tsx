import { Box, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { safeLinkHref } from '#src/domain/link-url';
import { es } from '#src/i18n/es-admin';
import { sanitizeHtml } from '#src/ui/sanitize-html';

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
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // Editing must not follow links; only the schemes safeLinkHref allows become links.
        link: {
          openOnClick: false,
          autolink: false,
          isAllowedUri: (url) => safeLinkHref(url) === url,
        },
      }),
    ],
    // What the server stored goes through the one sanitiser before the editor parses it.
    content: sanitizeHtml(value),
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
      link: e.isActive('link'),
    }),
  });
  const [linking, setLinking] = useState(false);
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
    <Stack gap="0" borderBottomWidth="1px">
      <HStack role="toolbar" aria-label={text.toolbar} gap="1" p="1" wrap="wrap">
        {tools.map((tool) => (
          <Button
            key={tool.key}
            size="xs"
            variant={tool.on ? 'solid' : 'ghost'}
            aria-pressed={tool.on}
            // The pointer leaves the focus (and the selection) in the text: a button taking it would
            // hand it back a frame later, and letters typed meanwhile would go to the button.
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
          >
            {tool.label}
          </Button>
        ))}
        <Button
          size="xs"
          variant={state.link ? 'solid' : 'ghost'}
          aria-pressed={state.link}
          aria-expanded={linking}
          onClick={() => setLinking((open) => !open)}
        >
          {text.link}
        </Button>
      </HStack>
      {linking && (
        <LinkForm
          initial={String(editor.getAttributes('link').href ?? '')}
          active={state.link}
          onApply={(href) => {
            setLinking(false);
            const { empty } = editor.state.selection;
            if (empty && !state.link)
              chain()
                .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
                .run();
            else chain().extendMarkRange('link').setLink({ href }).run();
          }}
          onRemove={() => {
            setLinking(false);
            chain().extendMarkRange('link').unsetLink().run();
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      )}
    </Stack>
  );
}

/** The address of a link: web, e-mail or phone only; anything else is refused with a reason. */
function LinkForm({
  initial,
  active,
  onApply,
  onRemove,
  onCancel,
}: {
  initial: string;
  active: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
}) {
  const [typed, setTyped] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const href = safeLinkHref(typed);
    if (href) onApply(href);
    else setError(text.badLink);
  };
  return (
    <HStack gap="2" p="2" align="flex-end" wrap="wrap">
      <Field.Root invalid={error !== null} flex="1" minW="56">
        <Field.Label>{text.linkUrl}</Field.Label>
        <Input
          size="sm"
          value={typed}
          placeholder="https://"
          autoFocus
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
            if (event.key === 'Escape') onCancel();
          }}
        />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
      <Button size="sm" onClick={apply}>
        {text.applyLink}
      </Button>
      {active && (
        <Button size="sm" variant="outline" onClick={onRemove}>
          {text.removeLink}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {text.cancelLink}
      </Button>
    </HStack>
  );
}
