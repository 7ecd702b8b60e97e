import { DataList, type DataListItemValueProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Fact {
  /** Unique within the list: it also keys the item. */
  label: string;
  value: ReactNode;
  /** Styling for the value alone (e.g. capitalised dates, emphasised amounts). */
  valueProps?: DataListItemValueProps;
}

/** Label/value facts as a compact horizontal list; a falsy entry is a fact this screen does not show. */
export function FactList({ facts }: { facts: ReadonlyArray<Fact | false | null | undefined> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(
        (fact) =>
          fact && (
            <DataList.Item key={fact.label}>
              <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
              <DataList.ItemValue {...fact.valueProps}>{fact.value}</DataList.ItemValue>
            </DataList.Item>
          ),
      )}
    </DataList.Root>
  );
}
