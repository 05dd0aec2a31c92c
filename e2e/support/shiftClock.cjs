// Preloaded into the suite's Node processes by the browser tests (NODE_OPTIONS=--require) when E2E_NOW is set: the
// clock reads E2E_NOW at start and runs on from there in real time, so that the API's "today" (todayInPoland and
// every Date) is that instant's, e.g. 23:30 UTC, already tomorrow in Warsaw. Only the browser tests load it; the
// product has no setting for it.
const target = Date.parse(process.env.E2E_NOW ?? '');
if (Number.isFinite(target)) {
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
    // dates made by Node itself (a file's mtime) are still dates
    static [Symbol.hasInstance](value) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = ShiftedDate;
}
