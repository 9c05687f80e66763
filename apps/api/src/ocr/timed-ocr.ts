import type { Metrics } from '#platform/metrics.ts';
import type { OcrEngine } from '#ocr/ocr-engine.ts';

/** The engine, timing each run into `portal_ocr_duration_seconds`: OCR is the slowest job we run. */
export function timedOcr(engine: OcrEngine, metrics: Metrics): OcrEngine {
  return {
    thumbnail: (pdf, page, width) => engine.thumbnail(pdf, page, width),
    async readPages(...args) {
      const done = metrics.ocrSeconds.startTimer();
      try {
        return await engine.readPages(...args);
      } finally {
        done();
      }
    },
  };
}
