/**
 * From this width the list and the preview pane sit side by side; below it they take turns on the
 * screen (inbox.css.ts), and the pane is not built until an item opens.
 */
export const WIDE_LAYOUT = 'screen and (min-width: 1100px)';
