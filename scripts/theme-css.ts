import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import { createThemeSystem } from '#src/config/theme';

/**
 * The stylesheet Chakra would insert at run time for the studio theme (its layers, reset, global
 * styles and token variables), serialised the way Emotion's Global does it: the same object
 * through @emotion/serialize and stylis.
 */
export function themeCss(system = createThemeSystem()): string {
  const { styles } = serializeStyles([system._global as never]);
  return `${system.layers.atRule}\n${serialize(compile(styles), middleware([prefixer, stringify]))}`;
}
