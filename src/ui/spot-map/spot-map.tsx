import { Box, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import {
  canChoose,
  choosableSpots,
  stepSpot,
  type SpotCell,
  type SpotLayout,
  type SpotValue,
} from '#src/domain/spot-map';
import { es } from '#src/i18n/es';

interface SpotMapProps {
  layout: SpotLayout;
  /** The chosen spot's key (String of its value), or null. */
  value: string | null;
  onChange: (spot: SpotValue) => void;
  disabled?: boolean;
}

const STEP: Partial<Record<string, 1 | -1>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function spotName(cell: SpotCell): string {
  if (cell.taken) return es.reserve.spotTaken(cell.label);
  if (!cell.selectable) return es.reserve.spotUnavailable(cell.label);
  return es.reserve.spot(cell.label);
}

/**
 * The class's spot map as a radio group: one Tab stop, arrow keys move and choose among the free
 * spots; taken and unselectable spots are shown but skipped. A native select below offers the
 * same choice as a plain list (phones, screen readers).
 */
export function SpotMap({ layout, value, onChange, disabled = false }: SpotMapProps) {
  const group = useRef<HTMLDivElement>(null);
  const free = choosableSpots(layout);
  // Roving tab stop: the chosen spot, else the first free one.
  const tabStop = free.some((spot) => spot.key === value) ? value : (free[0]?.key ?? null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = STEP[event.key];
    if (!step || disabled) return;
    event.preventDefault();
    const focused = (event.target as HTMLElement).dataset.spot ?? value ?? tabStop;
    const next = stepSpot(layout, focused, step);
    if (!next) return;
    onChange(next.value);
    group.current?.querySelector<HTMLElement>(`[data-spot="${CSS.escape(next.key)}"]`)?.focus();
  }

  return (
    <Stack gap={3}>
      <Box
        ref={group}
        role="radiogroup"
        aria-label={es.reserve.spotMap}
        aria-disabled={disabled || undefined}
        onKeyDown={onKeyDown}
        overflowX="auto"
      >
        <Stack gap={2} align="center" minW="max-content">
          {layout.map((row, rowIndex) => (
            <HStack key={rowIndex} gap={2}>
              {row.map((cell, columnIndex) =>
                cell ? (
                  <SpotButton
                    key={cell.key}
                    cell={cell}
                    checked={cell.key === value}
                    focusable={cell.key === tabStop}
                    disabled={disabled}
                    onChoose={() => onChange(cell.value)}
                  />
                ) : (
                  <Box key={`gap-${columnIndex}`} w={10} h={10} aria-hidden="true" />
                ),
              )}
            </HStack>
          ))}
        </Stack>
      </Box>
      <Field.Root disabled={disabled}>
        <Field.Label>{es.reserve.spotList}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={value ?? ''}
            onChange={(event) => {
              const chosen = free.find((spot) => spot.key === event.target.value);
              if (chosen) onChange(chosen.value);
            }}
          >
            <option value="">{es.reserve.noSpot}</option>
            {free.map((spot) => (
              <option key={spot.key} value={spot.key}>
                {es.reserve.spot(spot.label)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </Stack>
  );
}

interface SpotButtonProps {
  cell: SpotCell;
  checked: boolean;
  focusable: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function SpotButton({ cell, checked, focusable, disabled, onChoose }: SpotButtonProps) {
  const choosable = canChoose(cell) && !disabled;
  return (
    <Box
      as="button"
      role="radio"
      data-spot={cell.key}
      aria-checked={checked}
      aria-disabled={!choosable || undefined}
      aria-label={spotName(cell)}
      tabIndex={focusable && !disabled ? 0 : -1}
      onClick={() => choosable && onChoose()}
      w={10}
      h={10}
      rounded="full"
      borderWidth="2px"
      fontSize="sm"
      fontWeight="semibold"
      cursor={choosable ? 'pointer' : 'not-allowed'}
      bg={checked ? 'brand.solid' : cell.taken ? 'gray.300' : cell.selectable ? 'bg' : 'transparent'}
      color={checked ? 'brand.contrast' : cell.taken ? 'gray.700' : 'fg'}
      borderColor={checked ? 'brand.solid' : cell.selectable ? 'gray.500' : 'gray.300'}
      borderStyle={cell.selectable ? 'solid' : 'dashed'}
      textDecoration={cell.taken ? 'line-through' : undefined}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Text as="span" aria-hidden="true">
        {cell.label}
      </Text>
    </Box>
  );
}
