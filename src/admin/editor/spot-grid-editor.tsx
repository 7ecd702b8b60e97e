import { Box, Button, Field, Grid, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { editorGrid, filledSpots, fitSpots, setCell, type CellKind } from '#src/domain/spot-map-editor';
import { layoutFromCustomMap, layoutFromRowSizes, parseRowSizes } from '#src/domain/spot-map';
import type { FormValues } from '#src/domain/resource-form';
import { es } from '#src/i18n/es-admin';
import { SpotMap } from '#src/ui/spot-map/spot-map';
import type { FieldControlProps } from '#src/admin/resources/definition';

const text = es.spotEditor;
const KINDS: readonly CellKind[] = ['spot', 'blocked', 'aisle'];
const COLOURS: Record<CellKind, { bg: string; color?: string }> = {
  spot: { bg: 'brand.solid', color: 'brand.contrast' },
  blocked: { bg: 'bg.emphasized' },
  aisle: { bg: 'transparent' },
};

const size = (value: unknown) => Math.min(26, Math.max(0, Math.trunc(Number(value) || 0)));

/**
 * A custom spot map's cells on a grid of the form's rows × columns: pick a cell, then make it a
 * spot (with its label), a spot customers cannot choose, or an aisle.
 */
export function SpotGridEditor({ value, values, onChange }: FieldControlProps) {
  const rows = size(values.rows);
  const columns = size(values.columns);
  const spots = typeof value === 'string' ? value : '{}';
  const grid = editorGrid(spots, rows, columns);
  const [picked, setPicked] = useState<string | null>(null);
  const cell = grid.flat().find((candidate) => candidate.key === picked) ?? null;
  const change = (kind: CellKind, label?: string) =>
    cell && onChange(fitSpots(setCell(spots, cell.key, kind, label), rows, columns));

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {text.hint}
      </Text>
      <Box overflowX="auto">
        <Grid role="group" aria-label={text.grid} templateColumns={`repeat(${columns}, 2.75rem)`} gap="1">
          {grid.flat().map((item) => (
            <Button
              key={item.key}
              size="sm"
              minW="0"
              h="11"
              variant={item.kind === 'aisle' ? 'outline' : 'solid'}
              borderStyle={item.kind === 'aisle' ? 'dashed' : undefined}
              {...COLOURS[item.kind]}
              aria-label={text.cell(item.key, text.kinds[item.kind], item.label)}
              aria-pressed={item.key === picked}
              outline={item.key === picked ? '3px solid' : undefined}
              outlineColor="fg"
              onClick={() => setPicked(item.key)}
            >
              {item.kind === 'aisle' ? '' : item.label}
            </Button>
          ))}
        </Grid>
      </Box>
      {cell && (
        <HStack gap="3" align="flex-end" wrap="wrap" borderWidth="1px" rounded="md" p="3">
          <Text fontWeight="semibold" w="full">
            {text.editing(cell.key)}
          </Text>
          <Field.Root w="auto">
            <Field.Label>{text.kind}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={cell.kind}
                onChange={(event) => change(event.target.value as CellKind)}
              >
                {KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {text.kinds[kind]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {cell.kind !== 'aisle' && (
            <Field.Root w="auto">
              <Field.Label>{text.label}</Field.Label>
              <Input
                value={cell.label}
                maxW="32"
                onChange={(event) => change(cell.kind, event.target.value)}
              />
            </Field.Root>
          )}
        </HStack>
      )}
      <Button
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        onClick={() => onChange(filledSpots(rows, columns))}
      >
        {text.fill}
      </Button>
    </Stack>
  );
}

function Preview({ layout }: { layout: ReturnType<typeof layoutFromRowSizes> }) {
  return (
    <Stack gap="3" as="section" aria-label={text.preview}>
      <Text fontWeight="semibold">{text.preview}</Text>
      {layout.flat().some(Boolean) ? (
        <SpotMap layout={layout} value={null} onChange={() => undefined} />
      ) : (
        <Text color="fg.muted">{text.noPreview}</Text>
      )}
    </Stack>
  );
}

/** The customers' spot map of a custom map's unsaved values. */
export function CustomMapPreview({ values }: { values: FormValues }) {
  const map = { rows: size(values.rows), columns: size(values.columns), spots: String(values.spots ?? '{}') };
  return <Preview layout={layoutFromCustomMap(map, new Set())} />;
}

/** The customers' spot map of a class type's unsaved row sizes ("4,5,5"). */
export function RowSizesPreview({ values }: { values: FormValues }) {
  return <Preview layout={layoutFromRowSizes(parseRowSizes(String(values.spot_map ?? '')), new Set())} />;
}
