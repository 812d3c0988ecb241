/**
 * The simulator's "now": real time plus an offset that the control API moves forward, so that tests can make a
 * cob expire or a token lapse without waiting.
 */
export class ControlledClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  advance(seconds: number): void {
    this.offsetMs += seconds * 1000;
  }

  get offsetSeconds(): number {
    return this.offsetMs / 1000;
  }
}
