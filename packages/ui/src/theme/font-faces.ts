/**
 * The faces the portal ships with its build, so Latin text looks the same on every machine
 * (decision 065). Each file holds one script's range (`unicode-range`), so a page downloads only the
 * ranges it renders; the weight axis is variable, so one file serves every weight; `font-display:
 * swap` shows text at once in the next face of the stack until the file arrives. The theme's stacks
 * (base-theme.css.ts) name these families first; Japanese and Chinese come from platform faces.
 */
import '@fontsource-variable/source-sans-3/wght.css';
import '@fontsource-variable/source-code-pro/wght.css';
