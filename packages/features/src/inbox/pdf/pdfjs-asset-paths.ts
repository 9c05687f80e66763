/** Where the build puts pdf.js's run-time files (brand-app/pdfjs-assets-plugin.ts) and pdf.js looks. */
export const PDFJS_ASSET_PATH = '/pdfjs/';

/** The folders of pdfjs-dist copied: CMaps, the standard fonts, the JPEG 2000/JBIG2/ICC decoders. */
export const PDFJS_ASSET_DIRS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'] as const;
