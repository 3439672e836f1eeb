/**
 * Time-zone rules for the cron engine: UTC offsets at an instant and the wall-clock-to-instant rule of
 * java.util.GregorianCalendar, which Quartz relies on. Offsets come from Intl.DateTimeFormat; each year's
 * transitions are found once per zone and cached, so the hot loop does plain arithmetic.
 */
import { daysFromCivil, msPerDay } from './civil.ts';

/** What happens within one UTC day: the offset at its start and at most one transition. */
interface DayRules {
  start: number;
  /** Transition instant within the day, or NaN. */
  at: number;
  /** Offset from `at` on. */
  after: number;
}

export interface ZoneRules {
  readonly id: string;
  /** Offset from UTC (ms) in force at the instant. */
  offsetAt(instant: number): number;
  /**
   * The instant of a local wall-clock time, as GregorianCalendar resolves it: the offset after the latest
   * transition whose wall time (in its new offset) is not after `wall`. A time in a gap therefore moves
   * forward by the gap; a time in an overlap takes the later (standard-time) instant.
   */
  wallToInstant(wall: number): number;
}

const fixedUtc: ZoneRules = {
  id: 'UTC',
  offsetAt: () => 0,
  wallToInstant: (wall) => wall,
};

const offsetPattern = /^(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

class IntlZone implements ZoneRules {
  readonly id: string;
  private readonly format: Intl.DateTimeFormat;
  /** Offset at 00:00 UTC of a day number (Intl answers, cached). */
  private readonly boundaries = new Map<number, number>();
  private readonly days = new Map<number, DayRules>();
  // The last day looked up, to skip the maps in the hot loop.
  private lastDay = Number.NaN;
  private lastRules: DayRules | null = null;
  // wallToInstant's last window (three UTC days): its constant offset, or NaN when it has a transition.
  private windowDay = Number.NaN;
  private windowOffset = Number.NaN;

  private readonly offsetFormat: Intl.DateTimeFormat;

  constructor(id: string, format: Intl.DateTimeFormat) {
    this.id = id;
    this.format = format;
    this.offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: id, timeZoneName: 'longOffset' });
  }

  /** Offset straight from Intl (slow; results are cached per day): "GMT-05:00", "GMT+05:45", "GMT-00:44:30". */
  private probe(instant: number): number {
    const text = this.offsetFormat.format(instant);
    const at = text.lastIndexOf('GMT');
    const match = at >= 0 ? offsetPattern.exec(text.slice(at + 3)) : null;
    if (match) {
      if (!match[1]) return 0;
      const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60 + Number(match[4] ?? 0);
      return (match[1] === '-' ? -seconds : seconds) * 1000;
    }
    return this.probeParts(instant);
  }

  /** Offset from the local fields (used if the offset text has an unexpected form). */
  private probeParts(instant: number): number {
    let year = 0;
    let month = 0;
    let day = 0;
    let hour = 0;
    let minute = 0;
    let second = 0;
    for (const part of this.format.formatToParts(instant)) {
      switch (part.type) {
        case 'year':
          year = Number(part.value);
          break;
        case 'month':
          month = Number(part.value);
          break;
        case 'day':
          day = Number(part.value);
          break;
        case 'hour':
          hour = Number(part.value) % 24;
          break;
        case 'minute':
          minute = Number(part.value);
          break;
        case 'second':
          second = Number(part.value);
          break;
      }
    }
    const wall =
      daysFromCivil(year, month, day) * msPerDay + hour * 3_600_000 + minute * 60_000 + second * 1000;
    return wall - instant;
  }

  private boundary(day: number): number {
    let offset = this.boundaries.get(day);
    if (offset === undefined) {
      offset = this.probe(day * msPerDay);
      this.boundaries.set(day, offset);
    }
    return offset;
  }

  /**
   * The rules of one UTC day. A change between the offsets at its start and end is located to the second
   * by bisection. (Two transitions within one day would be missed; no zone has had them.)
   */
  private day(day: number): DayRules {
    if (day === this.lastDay) return this.lastRules!;
    let rules = this.days.get(day);
    if (!rules) {
      const start = this.boundary(day);
      const end = this.boundary(day + 1);
      rules = { start, at: Number.NaN, after: start };
      if (start !== end) {
        let lo = day * msPerDay;
        let hi = lo + msPerDay;
        while (hi - lo > 1000) {
          const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
          if (this.probe(mid) === start) lo = mid;
          else hi = mid;
        }
        rules.at = hi;
        rules.after = end;
      }
      this.days.set(day, rules);
    }
    this.lastDay = day;
    this.lastRules = rules;
    return rules;
  }

  offsetAt(instant: number): number {
    const rules = this.day(Math.floor(instant / msPerDay));
    return instant >= rules.at ? rules.after : rules.start;
  }

  wallToInstant(wall: number): number {
    // Transitions that can matter lie in the UTC days around the wall time (offsets are within ±18 h).
    const d = Math.floor(wall / msPerDay);
    if (d === this.windowDay && !Number.isNaN(this.windowOffset)) return wall - this.windowOffset;
    const before = this.day(d - 1);
    const quiet = Number.isNaN(before.at) && Number.isNaN(this.day(d).at) && Number.isNaN(this.day(d + 1).at);
    this.windowDay = d;
    this.windowOffset = quiet ? before.start : Number.NaN;
    let offset = before.start;
    for (let k = -1; k <= 1; k++) {
      const rules = k === -1 ? before : this.day(d + k);
      if (rules.at + rules.after <= wall) offset = rules.after;
    }
    return wall - offset;
  }
}

const zones = new Map<string, ZoneRules | null>();

/** Rules of an IANA zone (or UTC), or null when the runtime does not know the zone. Cached per id. */
export function zoneRules(id: string): ZoneRules | null {
  const cached = zones.get(id);
  if (cached !== undefined) return cached;
  let rules: ZoneRules | null = null;
  try {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: id,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    const resolved = format.resolvedOptions().timeZone;
    rules = resolved === 'UTC' || resolved === 'Etc/UTC' ? fixedUtc : new IntlZone(resolved, format);
  } catch {
    rules = null;
  }
  zones.set(id, rules);
  return rules;
}

/** The machine's zone (Intl's default). */
export function localZoneId(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
