// fontkit 1.9 ships no types; pdf-lib describes the part of it pdf-lib calls.
declare module 'fontkit' {
  import type { Fontkit } from 'pdf-lib/cjs/types/fontkit';
  const fontkit: Fontkit;
  export default fontkit;
}
