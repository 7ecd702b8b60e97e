import type { RouteObject } from 'react-router-dom';
import { startFlowForwarder } from './forwarder';

/**
 * Mock and dev builds only: boot imports this module behind a constant condition, so the live
 * bundle has neither the forwarder nor the visualiser's routes (scripts/check-live-bundle.mjs).
 * The pages are plain developer pages, outside the studio's layouts.
 */
export function startFlowsDevtools(): RouteObject[] {
  startFlowForwarder();
  return [
    { path: '__flows', lazy: () => import('./flows-index-route') },
    { path: '__flows/:machineId', lazy: () => import('./flow-machine-route') },
  ];
}
