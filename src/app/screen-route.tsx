import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';
import { ChakraIsland, loadChakra } from './chakra-island';

type LoadScreen = LazyRouteFunction<RouteObject>;

/**
 * A lazy screen that uses Chakra UI (decision 042): its module and Chakra are fetched together,
 * and the screen is rendered in an island, which has Chakra at once. Every screen but the plain
 * ones (`plainScreen`) is one.
 */
export function screen(load: LoadScreen): LoadScreen {
  return async () => {
    const [module] = await Promise.all([load(), loadChakra()]);
    const Screen: ComponentType | null | undefined = module.Component;
    if (!Screen) return module;
    const Shown: ComponentType = Screen;
    function ChakraScreen() {
      return (
        <ChakraIsland>
          <Shown />
        </ChakraIsland>
      );
    }
    return { ...module, Component: ChakraScreen };
  };
}

/** A lazy screen of plain elements (the landing): nothing more to fetch than its own module. */
export const plainScreen = (load: LoadScreen): LoadScreen => load;

/** Routes handed over by other parts (QA's and the devtools' screens): each becomes a `screen`. */
export function chakraScreens(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    typeof route.lazy === 'function' ? ({ ...route, lazy: screen(route.lazy) } as RouteObject) : route,
  );
}
