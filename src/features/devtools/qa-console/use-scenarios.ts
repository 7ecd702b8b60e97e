import { useSyncExternalStore } from 'react';
import { studioMocks } from '#mocks/browser';

/** The mock backend's scenarios, live: a one-shot scenario unticks itself once it is used. */
export function useScenarios() {
  return useSyncExternalStore(studioMocks.onScenariosChange, studioMocks.scenarios);
}
