import {
  Button,
  Card,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
} from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { VideoFilterOptions } from '#src/api/reads/videos';
import { coachName } from '#src/domain/coach-name';
import { DURATION_CHOICES, type VideoFilters } from '#src/domain/video-filters';
import { es } from '#src/i18n/es';

const text = es.videos.filters;

interface FilterCardProps {
  filters: VideoFilters;
  options: VideoFilterOptions | null;
  typed: string;
  onType: (query: string) => void;
  onChange: (change: Partial<Omit<VideoFilters, 'page'>>) => void;
  onClear: () => void;
}

type Choice = { value: number; label: string };
type SelectKey = 'instructorId' | 'classTypeId' | 'tagId' | 'classCategoryId' | 'videoTypeId' | 'duration';

function IdSelect(props: {
  label: string;
  value: number | null;
  choices: Choice[];
  onChange: (value: number | null) => void;
}) {
  return (
    <Field.Root>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={props.value === null ? '' : String(props.value)}
          onChange={(event) => props.onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{text.any}</option>
          {props.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

function Toggle(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root
      checked={props.checked}
      onCheckedChange={(details) => props.onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{props.label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * Specs §2: the search box, Coach, Tipo de Clase, Etiquetas and 'Limpiar Filtros', then the other
 * filters (category, video type, duration, favorites, completed). On phones the card folds
 * behind a show/hide button.
 */
export function VideoFiltersCard({ filters, options, typed, onType, onChange, onClear }: FilterCardProps) {
  const [shown, setShown] = useState(false);
  const bodyId = useId();
  const choices = {
    coaches: (options?.coaches ?? []).map((c) => ({ value: c.instructor_id, label: coachName(c) ?? c.name })),
    classTypes: (options?.classTypes ?? []).map((t) => ({ value: t.class_type_id, label: t.name })),
    tags: (options?.tags ?? []).map((t) => ({ value: t.tag_id, label: t.name })),
    categories: (options?.categories ?? []).flatMap((c) =>
      typeof c.class_category_id === 'number' ? [{ value: c.class_category_id, label: c.name }] : [],
    ),
    videoTypes: (options?.videoTypes ?? []).map((t) => ({ value: t.video_type_id, label: t.name })),
    durations: DURATION_CHOICES.map((minutes) => ({ value: minutes, label: text.durationUpTo(minutes) })),
  };
  // The specs' three first (Coach, Tipo de Clase, Etiquetas), then the other filters.
  const selects: Array<[SelectKey, string, Choice[]]> = [
    ['instructorId', text.coach, choices.coaches],
    ['classTypeId', text.classType, choices.classTypes],
    ['tagId', text.tags, choices.tags],
    ['classCategoryId', text.category, choices.categories],
    ['videoTypeId', text.videoType, choices.videoTypes],
    ['duration', text.duration, choices.durations],
  ];
  return (
    <Card.Root as="section" aria-label={text.title} size="sm" mb="6">
      <Card.Body gap="4">
        <HStack gap="3" align="end">
          <Field.Root flex="1">
            <Field.Label>{text.search}</Field.Label>
            <Input
              type="search"
              value={typed}
              placeholder={text.searchPlaceholder}
              onChange={(event) => onType(event.target.value)}
            />
          </Field.Root>
          <Button
            variant="outline"
            display={{ base: 'inline-flex', md: 'none' }}
            aria-expanded={shown}
            aria-controls={bodyId}
            onClick={() => setShown(!shown)}
          >
            {shown ? text.hide : text.show}
          </Button>
        </HStack>
        <Stack id={bodyId} gap="4" display={{ base: shown ? 'flex' : 'none', md: 'flex' }}>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
            {selects.map(([key, label, list]) => (
              <IdSelect
                key={key}
                label={label}
                value={filters[key]}
                choices={list}
                onChange={(value) => onChange({ [key]: value })}
              />
            ))}
          </SimpleGrid>
          <HStack gap="6" wrap="wrap" justify="space-between">
            <HStack gap="6" wrap="wrap">
              <Toggle
                label={text.favorites}
                checked={filters.favorites}
                onChange={(favorites) => onChange({ favorites })}
              />
              <Toggle
                label={text.completed}
                checked={filters.completed}
                onChange={(completed) => onChange({ completed })}
              />
            </HStack>
            <Button variant="ghost" size="sm" onClick={onClear}>
              {text.clear}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
