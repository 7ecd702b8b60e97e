import { Box, HStack, Input, Stack, Tag } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { es } from '#src/i18n/es';
import { asChips, chipLabel, menuItems, type MenuItem } from './creatable-options';
import type { FieldInputProps } from './field-props';

const t = es.dynamicForm;

/**
 * Several values as chips: pick from the options or type a new one (ARIA combobox + listbox).
 * Enter adds the highlighted item, arrows move, Escape closes, Backspace on empty text removes
 * the last chip. Hand-written rather than a library: it is small and keeps the app's texts.
 */
export function CreatableSelectField({
  field,
  value,
  onChange,
  describedBy,
  loading = false,
}: FieldInputProps & { loading?: boolean }) {
  const listboxId = useId();
  const options = field.options ?? [];
  const chosen = asChips(value);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const items = loading ? [] : menuItems(options, chosen, text);
  const current = Math.min(active, items.length - 1);
  const expanded = open && items.length > 0;

  const choose = (item: MenuItem) => {
    onChange([...chosen, item.value]);
    setText('');
    setActive(0);
  };
  const move = (step: number) => {
    setOpen(true);
    if (items.length > 0) setActive((current + step + items.length) % items.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter never submits the form from here: it adds a chip.
      event.preventDefault();
      const item = expanded ? items[current] : undefined;
      if (item) choose(item);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    } else if (event.key === 'Backspace' && text === '' && chosen.length > 0) {
      onChange(chosen.slice(0, -1));
    }
  };

  return (
    <Stack gap="2">
      {chosen.length > 0 ? (
        <HStack wrap="wrap" gap="1">
          {chosen.map((chip, index) => (
            <Tag.Root key={`${index}-${String(chip)}`}>
              <Tag.Label>{chipLabel(options, chip)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t.removeOption(chipLabel(options, chip))}
                  onClick={() => onChange(chosen.filter((_, at) => at !== index))}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      ) : null}
      <Box position="relative">
        <Input
          name={field.key}
          role="combobox"
          aria-describedby={describedBy}
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded ? `${listboxId}-${current}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <Box
          as="ul"
          id={listboxId}
          role="listbox"
          hidden={!expanded}
          listStyleType="none"
          mt="1"
          borderWidth="1px"
          rounded="l2"
          bg="bg.panel"
          maxH="300px"
          overflowY="auto"
        >
          {items.map((item, index) => (
            <Box
              as="li"
              key={`${index}-${String(item.value)}`}
              id={`${listboxId}-${index}`}
              role="option"
              aria-selected={index === current}
              px="3"
              py="1.5"
              cursor="pointer"
              bg={index === current ? 'bg.muted' : undefined}
              // Keeps focus in the input so the menu stays open for the next pick.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
            >
              {item.created ? t.createOption(item.label) : item.label}
            </Box>
          ))}
        </Box>
        {open && items.length === 0 ? (
          <Box role="status" mt="1" px="3" py="1.5" color="fg.muted" borderWidth="1px" rounded="l2">
            {loading ? t.loadingOptions : t.noOptions}
          </Box>
        ) : null}
      </Box>
    </Stack>
  );
}
