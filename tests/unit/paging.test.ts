import { describe, expect, it } from 'vitest';
import { matchesWords, searchWords } from '#src/domain/fold-text';
import { pageCount, pageOf, pageSlice, pageWindow } from '#src/domain/paging';

describe('paged lists (the mocks slice, the server asks SQL for the same window)', () => {
  it('reads the page from the query string, 1 when it is missing or not a page', () => {
    expect([pageOf('3'), pageOf(2.7), pageOf(null), pageOf('abc'), pageOf('0'), pageOf('-4')]).toEqual([
      3, 2, 1, 1, 1, 1,
    ]);
  });

  it('gives page 3 of 50 as rows 101 to 150, in SQL and in memory alike', () => {
    expect(pageWindow(3, 50)).toEqual({ offset: 100, limit: 50 });
    const rows = Array.from({ length: 160 }, (_, index) => index + 1);
    expect(pageSlice(rows, 3, 50)).toEqual(rows.slice(100, 150));
    expect(pageSlice(rows, 4, 50)).toEqual([151, 152, 153, 154, 155, 156, 157, 158, 159, 160]);
    expect(pageSlice(rows, 5, 50)).toEqual([]);
  });

  it('counts the pages, one for an empty list', () => {
    expect([pageCount(0, 50), pageCount(50, 50), pageCount(51, 50)]).toEqual([1, 1, 2]);
  });
});

describe('searching by words', () => {
  it('folds case and accents, and needs every word somewhere', () => {
    expect(searchWords('  José  GARCÍA ')).toEqual(['jose', 'garcia']);
    expect(matchesWords(['Clase cancelada: Pilates', 'ana@demo.mx'], 'PILATÉS ana@')).toBe(true);
    expect(matchesWords(['Clase cancelada: Pilates', 'ana@demo.mx'], 'pilates yoga')).toBe(false);
    expect(matchesWords(['Clase cancelada', null, undefined], '')).toBe(true);
  });
});
