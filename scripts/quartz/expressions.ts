/**
 * Writes fixtures/cron/quartz-expressions.txt: the corpus QuartzReference.java records Quartz's answers for.
 * Hand-picked cases (every special and edge case, sloppy input Quartz accepts, invalid input) plus a
 * deterministic cross product of field patterns. Run: node scripts/quartz/expressions.ts
 */
import { writeFileSync } from 'node:fs';

const dstStarts = [
  '2026-03-08T05:00:00Z', // New York spring forward (07:00Z)
  '2026-11-01T04:30:00Z', // New York fall back (06:00Z)
  '2026-03-28T23:00:00Z', // Berlin spring forward (01:00Z)
  '2026-10-24T23:30:00Z', // Berlin fall back (01:00Z)
  '1988-04-16T16:00:00Z', // Shanghai spring forward 1988-04-17 02:00 local
  '1988-09-10T15:30:00Z', // Shanghai fall back 1988-09-11 02:00 local
].join(',');

const basics = [
  '* * * * * ?',
  '0 * * * * ?',
  '0 0 * * * ?',
  '0 0 0 * * ?',
  '0 0 12 * * ?',
  '0 15 10 ? * *',
  '0 15 10 * * ? *',
  '0 15 10 * * ? 2025',
  '0 * 14 * * ?',
  '0 0/5 14 * * ?',
  '0 0/5 14,18 * * ?',
  '0 0-5 14 * * ?',
  '0 10,44 14 ? 3 WED',
  '0 15 10 ? * MON-FRI',
  '0 15 10 15 * ?',
  '0 0 12 1/5 * ?',
  '0 11 11 11 11 ?',
  '30 45 23 31 12 ?',
  '0 0 0 1 1 ?',
  '1,2,3,5,8,13,21,34,55 * * * * ?',
  '59 59 23 * * ?',
  '0 0 8-18 ? * 2-6',
  '0 0 9,12,18 ? * 1,7',
  '0 30 8 ? * MON,WED,FRI',
  '0 0 0 ? * SUN',
  '0 0 0 ? * SAT',
  '0 0 0 ? * 7',
  '0 0 0 ? * 1',
  '00 05 09 01 01 ?',
  '0 0 0 1 1 ? 2026',
  '  0 0 12 * * ?  ',
  '0\t0\t12\t*\t*\t?',
  '0 0 12 * * ? *',
];

const steps = [
  '*/1 * * * * ?',
  '*/7 * * * * ?',
  '*/59 * * * * ?',
  '0/59 * * * * ?',
  '5/15 * * * * ?',
  '0 */13 * * * ?',
  '0 7/20 * * * ?',
  '0 0 */5 * * ?',
  '0 0 */23 * * ?',
  '0 0 3/7 * * ?',
  '0 0 0 */10 * ?',
  '0 0 0 */31 * ?',
  '0 0 0 3/9 * ?',
  '0 0 0 1 */5 ?',
  '0 0 0 1 */12 ?',
  '0 0 0 1 2/3 ?',
  '0 0 0 ? * */2',
  '0 0 0 ? * */7',
  '0 0 0 ? * 2/2',
  '0 0 0 1 1 ? */2',
  '0 0 0 1 1 ? 2025/3',
  '0 0 0 1 1 ? 2020/1',
  '10-40/10 * * * * ?',
  '0 15-45/5 * * * ?',
  '0 0 6-22/4 * * ?',
  '0 0 0 5-25/5 * ?',
  '0 0 0 1 3-12/3 ?',
  '0 0 0 ? * 2-6/2',
  '0 0 0 1 1 ? 2024-2040/4',
];

const wrapping = [
  '50-10 * * * * ?',
  '50-10/5 * * * * ?',
  '0 55-5 * * * ?',
  '0 0 22-2 * * ?',
  '0 0 20-4/3 * * ?',
  '0 0 0 28-3 * ?',
  '0 0 0 25-5/3 * ?',
  '0 0 0 1 11-2 ?',
  '0 0 0 1 10-3/2 ?',
  '0 0 0 ? * 6-2',
  '0 0 0 ? * 7-1',
  '0 0 0 ? * FRI-MON',
  '0 0 0 1 NOV-FEB ?',
  '0 0 0 ? * 5-3',
];

const specials = [
  '0 0 0 L * ?',
  '0 15 10 L * ?',
  '0 0 0 L-0 * ?',
  '0 0 0 L-1 * ?',
  '0 0 0 L-2 * ?',
  '0 0 0 L-5 * ?',
  '0 0 0 L-15 * ?',
  '0 0 0 L-27 * ?',
  '0 0 0 L-28 * ?',
  '0 0 0 L-30 * ?',
  '0 0 9 LW * ?',
  '0 0 9 L-1W * ?',
  '0 0 9 L-3W * ?',
  '0 0 9 L-30W * ?',
  '0 0 9 1W * ?',
  '0 0 9 2W * ?',
  '0 0 9 15W * ?',
  '0 0 9 28W * ?',
  '0 0 9 30W * ?',
  '0 0 9 31W * ?',
  '0 0 9 1W 2 ?',
  '0 0 9 31W 4 ?',
  '0 0 0 ? * L',
  '0 0 0 ? * 1L',
  '0 0 0 ? * 2L',
  '0 0 0 ? * 3L',
  '0 0 0 ? * 4L',
  '0 0 0 ? * 5L',
  '0 0 0 ? * 6L',
  '0 0 0 ? * 7L',
  '0 0 0 ? * FRIL',
  '0 15 10 ? * 6L 2024-2026',
  '0 0 12 ? * 1#1',
  '0 0 12 ? * 2#1',
  '0 0 12 ? * 2#2',
  '0 0 12 ? * 3#3',
  '0 0 12 ? * 4#4',
  '0 0 12 ? * 5#5',
  '0 0 12 ? * 1#5',
  '0 0 12 ? * 7#5',
  '0 0 12 ? * 6#3',
  '0 0 12 ? * MON#2',
  '0 0 12 ? * SAT#5',
  '0 0 12 ? 2 1#5',
  '0 0 12 ? 2,3 7#4',
  '0 0 12 ? * 5#5 2026',
  '0 0 0 L 2 ?',
  '0 0 0 LW 2 ?',
  '0 0 0 L * ? 2026',
  '0 0 0 L-3 2 ? 2025-2027',
];

const leapAndShort = [
  '0 0 0 29 2 ?',
  '0 0 0 28-29 2 ?',
  '0 0 0 29 2 ? 2025-2030',
  '0 0 0 29 2 ? 2024',
  '0 0 0 31 * ?',
  '0 0 0 30,31 * ?',
  '0 0 0 30 * ?',
  '0 0 0 29,30,31 * ?',
  '0 0 0 31 4,6,9,11 ?',
  '0 0 0 30 2 ?',
  '0 0 0 31 2 ?',
  '0 0 0 31 1-12/2 ?',
  '0 0 0 29 2 ? 2100',
  '0 0 0 1,15,31 * ?',
];

const years = [
  '0 0 12 * * ? 2024',
  '0 0 12 1 1 ? 2024-2026',
  '0 0 0 1 1 ? 2025/2',
  '0 0 0 ? * MON 2026',
  '0 0 0 1 * ? 2026',
  '0 0 0 1 * ? 2026,2028',
  '0 0 0 31 12 ? 2026',
  '0 0 0 1 1 ? 2027-2099',
  '0 0 0 1 1 ? 2099',
  '0 0 0 * * ? 1970-2023',
  '0 0 0 1 1 ? 2030,2026,2028',
];

const names = [
  '0 0 0 1 JAN ?',
  '0 0 0 1 JAN-MAR ?',
  '0 0 0 1 JAN,APR,JUL,OCT ?',
  '0 0 0 1 jan-jun ?',
  '0 0 0 ? * mon-fri',
  '0 0 0 ? * Mon,Wed',
  '0 0 0 ? * SUN-SAT',
  '0 0 0 ? * MON-SUN',
  '0 0 0 1 DEC ?',
  '0 0 0 ? DEC SAT',
  '0 0 0 ? * tue#3',
  '0 0 0 l * ?',
  '0 0 0 lw * ?',
  '0 0 0 15w * ?',
  '0 0 0 ? * 6l',
];

// Quartz accepts these silently (ignoring junk); core rejects them with a message.
const sloppy = [
  '5X * * * * ?',
  '0 0 0 1 JANUARY ?',
  '0 0 0 ? * MONDAY',
  '0 0 0 ? * MON-FRI/2',
  '0 0 0 ? * MON/2',
  '0 0 0 1 JAN/2 ?',
  '0 0 0 1,,2 * ?',
  '0 0 0 1, * ?',
  '0 0 0 ,1 * ?',
  '0 0 0 * * ? 2025 extra',
  '0 0 0 * * ? * *',
  '98 0 0 * * ?',
  '99 0 0 * * ?',
  '0 0 0 ? * 98',
  '0 0 0 ? * 99',
  '0 0 0 98 * ?',
  '0 0 0 ? 99 ?',
  '0 0 0 ?X * 1',
  '0 0 0 0W * ?',
  '0 0 0 ? * 8#2',
  '0 0 0 ? * 0#2',
  '/5 * * * * ?',
  '5/0 * * * * ?',
  '*/0 * * * * ?',
  '0-30/90 * * * * ?',
  '0 0 0 ? * LW',
  '0 0 0 ? * 1-5#2',
  '0 0 0 1-5W * ?',
  '0 0 0 ? * 2#+3',
  '0 0 0 ? * 2#05',
  '5/15X * * * * ?',
  '0 0 0 1 1 ? 1960',
  '0 0 0 1 1 ? 3000',
  '0 0 0 1 1 ? 2100-2110',
  '0 0 0 1W,15 * ?',
  '0 0 0 * * ? 2030-2020',
  '0 0 0 1 * ? /2',
  '0 0 0 ? * 2L-3',
  '0 0 0 5 5-5 ?',
  '0 0 0 ? * FRI#3',
  '0 0 0 ? * *,2',
  '0 5-5 * * * ?',
];

const invalid = [
  '',
  '* * * * *',
  '0 0 12 * *',
  '0 0 0 * * *',
  '0 0 0 ? * ?',
  '0 0 0 1 * 1',
  '0 0 0 L * L',
  '60 * * * * ?',
  '0 60 * * * ?',
  '0 0 24 * * ?',
  '0 0 0 32 * ?',
  '0 0 0 0 * ?',
  '0 0 0 * 13 ?',
  '0 0 0 * 0 ?',
  '0 0 0 ? * 0',
  '0 0 0 ? * 8',
  '*/60 * * * * ?',
  '0 0 */24 * * ?',
  '0 0 0 */32 * ?',
  '0 0 0 * */13 ?',
  '0 0 0 ? * */8',
  '0 0 0 ? * 2#6',
  '0 0 0 ? * 2#0',
  '0 0 0 L-31 * ?',
  '0 0 0 ? * FOO',
  '0 0 0 * FOO ?',
  '0 0 0 L,5 * ?',
  '0 0 0 ? * 5L,1',
  '0 0 0 ? * 2#1,3#2',
  '? * * * * ?',
  '0 ? * * * ?',
  '0 0 0 1W * 2',
  '0 0 0 ? * 5W',
  '0 0 0 5L * ?',
  '0 0 0 ? * 1#2#3',
  '0 0 0 1 L ?',
  '0 0 0 1 1W ?',
  '0 0 0 1 1#2 ?',
  '0 0 12W * * ?',
  '0 0 0 1-40 * ?',
  '0 0 0 ? * 1-9',
  '0 0 0 1 1-13 ?',
  '- * * * * ?',
  '5- * * * * ?',
  '5-X * * * * ?',
  '0 0 0 L- * ?',
  '0 0 0 LX * ?',
  '0 0 0 L-3X * ?',
  '0 0 0 32W * ?',
  'x * * * * ?',
  '0 0 0 1 1 ? 2025-',
  '0 0 0 ? * #2',
  '0 0 0 ? * 2#',
  '0 0 0 ? * MON-FOO',
  '0 0 0 1 JAN-FOO ?',
  '0 0 0 1 JAN-3 ?',
  '0 0 0 ? * 1-FRI',
  '0 0 0 1 J ?',
  '* * * * * ? * ',
];

// Where Quartz is more lenient than the documented ranges, class by class (asked of the jar, not the docs).
const lenient = [
  // years: any Java int; outside 1970–2999 never reached; open steps run to 100 years past this year
  '0 0 0 1 1 ? 0',
  '0 0 0 1 1 ? 1969',
  '0 0 0 1 1 ? 1900-1980',
  '0 0 0 1 1 ? 2100',
  '0 0 0 1 1 ? 2999',
  '0 0 0 1 1 ? 3001',
  '0 0 0 1 1 ? 2147483647',
  '0 0 0 1 1 ? 2147483648',
  '0 0 0 1 1 ? 99999999999',
  '0 0 0 1 1 ? 2020,2100,2500',
  '0 0 0 1 1 ? 2120/5',
  '0 0 0 1 1 ? 2126/1',
  '0 0 0 1 1 ? 2127/1',
  '0 0 0 1 1 ? 2200/10',
  '0 0 0 1 1 ? 1950/25',
  '0 0 0 1 1 ? */150',
  '0 0 0 1 1 ? 2026-2200/50',
  '0 0 0 1 1 ? 2026/1000',
  '0 0 0 1 1 ? 3000-3010',
  '0 0 0 1 1 ? 2500-2100',
  // steps on a range: any size
  '0-30/31 * * * * ?',
  '10-20/59 * * * * ?',
  '0 5-10/60 * * * ?',
  '0 0 1-5/24 * * ?',
  '0 0 1-5/100 * * ?',
  '0 0 0 1-10/32 * ?',
  '0 0 0 1 1-6/13 ?',
  '0 0 0 ? * 1-3/8',
  '50-10/30 * * * * ?',
  '0 0 22-2/30 * * ?',
  '0-59/2147483647 * * * * ?',
  '0-59/2147483648 * * * * ?',
  // steps elsewhere: limited
  '*/59 * * * * ?',
  '5/60 * * * * ?',
  '0 0 0 ? * 2/8',
  '0 0 0 ? * */7',
  // values Quartz checks loosely or reads as markers
  '0 0 0 ? * 0#1',
  '0 0 0 ? * 9#1',
  '0 0 0 0W * ?',
  '0 0 0 99 * ?',
  '0 0 0 98 * 1',
  '0 0 0 ? * 98',
  '0 0 99 * * ?',
  '0 99 0 * * ?',
  '0 0 0 1 99 ?',
  '0 0 0 1 1 ? 99',
  '0 0 0 ? * 3-0',
  '0 0 0 1 5-0 ?',
  '0 0 0 5-0 * ?',
  // L in fields that ignore it, and other specials
  'L * * * * ?',
  '0 L * * * ?',
  '0 0 L * * ?',
  '0 0 0 1 * ? L',
  '0 0 0 L-W * ?',
  '0 0 0 ? * L-3',
  '0 0 0 L-3 * ?',
  // trailing junk and sign quirks
  '*X * * * * ?',
  '*/5X * * * * ?',
  '5/1X * * * * ?',
  '5-10X * * * * ?',
  '5-10/2X * * * * ?',
  '0 0 0 ?X * 1',
  '0 0 0 ?XY * 1',
  '*/-5 * * * * ?',
  '/-5 * * * * ?',
  '0 0 0 ? * MON#+2',
  '0 0 0 ? * MONX',
  '0 0 0 1 JA ?',
  '0 0 0 1 JAN- ?',
  '0 0 0 1 JAN-MARCH ?',
  '0 0 0 , * ?',
  '0 0 0 , * 1',
  '0 0 0 1,? * ?',
  '0 0 0 ?,1 * 1',
  '0 0 0 1-5/0 * ?',
  '0 0 0 1 1 ? 2030/0',
];

// DST transitions: every zone, from starts just before each transition.
const dst = [
  '0 30 2 * * ?',
  '0 0 2 * * ?',
  '0 30 1 * * ?',
  '0 0 1 * * ?',
  '0 0/30 * * * ?',
  '0 0 * * * ?',
  '0 */15 1-3 * * ?',
  '0 59 1 * * ?',
  '0 0 3 * * ?',
  '0 0 0 * * ?',
  '*/20 59 1 * * ?',
  '0 0 1-3 * * ?',
  '0 30 2 8 3 ?',
  '0 30 1 1 11 ?',
  '0 30 2 ? * SUN',
  '0 30 1 ? * 1L',
  '0 30 2 L * ?',
  '0 0 2 ? * 1#2',
  '0 15 2 8W * ?',
  '0 0 0/2 * * ?',
  '0 0 2,3 * * ?',
  '59 59 * * * ?',
];

// A deterministic cross product of common field shapes.
const secondsPool = ['0', '*/10', '15,45', '5-7', '30'];
const minutesPool = ['0', '*/5', '10-20', '0/45', '7,8,9'];
const hoursPool = ['*', '0', '9-17', '*/6', '23'];
const dayPool: [string, string][] = [
  ['*', '?'],
  ['?', '*'],
  ['1', '?'],
  ['15,L', '?'],
  ['?', 'MON-FRI'],
  ['L', '?'],
  ['10W', '?'],
  ['?', '3#2'],
  ['?', '6L'],
  ['1-7', '?'],
];
const monthPool = ['*', '1', '2', '*/3', 'JUN-AUG', '12'];
const yearPool = ['', '', '', '2024-2030', '*'];

const cross: string[] = [];
let seed = 7;
const pick = <T>(pool: T[]): T => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return pool[seed % pool.length]!;
};
while (cross.length < 200) {
  const [dom, dow] = pick(dayPool);
  const year = pick(yearPool);
  const expr = [pick(secondsPool), pick(minutesPool), pick(hoursPool), dom, pick(monthPool), dow, year]
    .filter((part) => part !== '')
    .join(' ');
  if (!cross.includes(expr)) cross.push(expr);
}

const sections: [string, string[], string?][] = [
  ['basics', basics],
  ['steps', steps],
  ['wrap-around ranges', wrapping],
  ['specials', specials],
  ['leap days and short months', leapAndShort],
  ['years', years],
  ['names and case', names],
  ['sloppy input Quartz accepts', sloppy],
  ['invalid', invalid],
  ['leniency classes', lenient],
  ['DST transitions', dst, dstStarts],
  ['cross product', cross],
];

let text =
  '# Generated by scripts/quartz/expressions.ts; answers recorded by scripts/quartz/QuartzReference.java.\n';
for (const [title, list, starts] of sections) {
  text += `# ${title}\n`;
  for (const expr of list) {
    if (expr.includes('\t') && starts) throw new Error('tab in expression with explicit starts');
    text += starts ? `${expr}\t${starts}\n` : `${expr.includes('\t') ? expr.replaceAll('\t', ' ') : expr}\n`;
  }
}
writeFileSync(new URL('../../fixtures/cron/quartz-expressions.txt', import.meta.url), text);
process.stdout.write(`${text.split('\n').filter((l) => l && !l.startsWith('#')).length} expressions\n`);
