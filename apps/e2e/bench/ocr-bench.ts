/**
 * `pnpm bench ocr`: the time OCR takes to read a one-page A4 scan with no text layer (issue 24's
 * budget: 10 s on this machine): a full page in each of the four scripts, each read as the server's
 * job reads a scan of a member of that language (their script's model and English, one thread).
 * Median of three runs. OCR runs on one thread, so on an idle machine its wall time is its CPU time;
 * on this shared machine other work stretches the wall time (the load average is printed beside
 * it), so the budget applies to the CPU time of the OCR processes (decision 060).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { imageOnlyScan } from '@portal/api/test/ocr-fixtures.ts';
import { findOcrEngine, OCR_LANGUAGES_FOR } from '@portal/api/src/ocr/ocr-engine.ts';
import { printReport, progress, type ReportRow } from './bench-server.ts';

const BUDGET_SECONDS = 10;
const RUNS = 3;

const ENGLISH = Array.from(
  { length: 34 },
  (_, line) =>
    `${line + 1}. The quarterly statement of your savings account shows interest of $${(line * 3.17).toFixed(2)} this period.`,
);
/** A full page of a script: 34 numbered lines of the sentence. */
const page = (sentence: string) =>
  Array.from({ length: 34 }, (_, line) => `${line + 1}．${sentence}`);
const PAGES = [
  ['English', 'en', ENGLISH],
  [
    'Japanese',
    'jp',
    page(
      '拝啓 時下ますますご清栄のこととお慶び申し上げます。口座の残高についてお知らせいたします。',
    ),
  ],
  [
    'Simplified Chinese',
    'zh-CN',
    page('您好，我们已经收到您的订单。包裹将于三日内寄达，请注意查收。谢谢！'),
  ],
  [
    'Traditional Chinese',
    'zh-TW',
    page('您好，我們已經收到您的訂單。包裹將於三日內寄達，請注意查收。謝謝！'),
  ],
] as const;

/** CPU seconds used by this process's finished children (pdftoppm, tesseract): /proc's cutime + cstime. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const engine = await findOcrEngine();
if ('missing' in engine) {
  console.error(`OCR is not installed here (${engine.missing} not found)`);
  process.exit(1);
}

const rows: ReportRow[] = [];
for (const [name, language, lines] of PAGES) {
  progress(`typesetting and photographing a page of ${name}`);
  const scan = await imageOnlyScan([[...lines]], { cjk: language !== 'en' });
  const wall: number[] = [];
  const cpu: number[] = [];
  let characters = 0;
  for (let run = 1; run <= RUNS; run += 1) {
    progress(`reading the ${name} page, run ${run} of ${RUNS}`);
    const [started, cpuBefore] = [performance.now(), childCpuSeconds()];
    const { texts } = await engine.readPages(scan, [1], OCR_LANGUAGES_FOR[language]);
    wall.push((performance.now() - started) / 1000);
    cpu.push(childCpuSeconds() - cpuBefore);
    characters = texts[0]!.length;
  }
  const seconds = median(cpu);
  rows.push([
    `one-page A4 OCR, ${name}: ${OCR_LANGUAGES_FOR[language].join('+')} (${characters} characters read)`,
    `${seconds.toFixed(1)} s CPU (≤ ${BUDGET_SECONDS} s), ${median(wall).toFixed(1)} s wall at load ${loadavg()[0]!.toFixed(1)}`,
    seconds <= BUDGET_SECONDS && characters > 0,
  ]);
}
printReport('OCR of a scan without text (Tesseract 5, 300 dpi, one thread)', rows);
