import type { DialogRootProps } from '@chakra-ui/react';

/**
 * Every modal's `onFocusOutside`: the focus never leaves a modal by the person's hand (it is
 * trapped), only by code, and that must not close it. In development React mounts each dialog
 * twice (StrictMode); the first one's trap gives the focus back to the button that opened it, and
 * the dialog took that for a move outside and closed itself at once (the reserve dialog, on a
 * signed-in reload). A click outside and Escape still close it where the dialog allows them.
 */
export const stayOpenOnFocusOutside: NonNullable<DialogRootProps['onFocusOutside']> = (event) =>
  event.preventDefault();
