import { IconButton } from '@portal/ui/icon-button';
import type { ComponentProps } from 'react';
import * as styles from '#inbox/viewer/scan-viewer.css.ts';

/** One of the page tools: an icon button, small beside the page, a finger's size on a phone. */
export function Tool(props: Omit<ComponentProps<typeof IconButton>, 'size' | 'className'>) {
  return <IconButton size="sm" className={styles.tool} {...props} />;
}
