/**
 * What makes ModalDialog modal beyond its backdrop: Zag's focus trap and aria-hidden, the ones
 * Chakra's dialogs use. Fetched apart from the calendar's code (they share @zag-js/dom-query with
 * Chakra's modals, about 10 KB) when the dialog is laid out ahead of the tap or opens: it opens
 * without waiting for them (decisions 097, 098).
 */
export { ariaHidden } from '@zag-js/aria-hidden';
export { trapFocus } from '@zag-js/focus-trap';
