/** Only a path on this site may be a redirect target, so a crafted link cannot send members away. */
export function safeRedirect(target: string | undefined): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : null;
}
