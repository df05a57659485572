import {
  formatSpeed,
  formatTimeLeft,
  percentOf,
  secondsLeft,
  SPEED_WINDOW_MS,
  speedOf,
  withSample,
  type Sample,
} from './transfer-stats';

const MB = 1024 * 1024;

function sampled(points: [number, number][]): Sample[] {
  return points.reduce<Sample[]>((list, [at, bytes]) => withSample(list, { at, bytes }), []);
}

describe('speedOf', () => {
  it('is bytes per second over the samples kept', () => {
    expect(
      speedOf(
        sampled([
          [0, 0],
          [1000, 2 * MB],
          [2000, 4 * MB],
        ]),
      ),
    ).toBe(2 * MB);
  });

  it('has nothing to say from one sample or less than half a second', () => {
    expect(speedOf(sampled([[0, 0]]))).toBeNull();
    expect(
      speedOf(
        sampled([
          [0, 0],
          [400, MB],
        ]),
      ),
    ).toBeNull();
  });

  it('follows the last few seconds, not the whole transfer', () => {
    // 1 MB/s for 10 s, then 4 MB/s for 6 s
    const points: [number, number][] = [];
    for (let s = 0; s <= 10; s++) points.push([s * 1000, s * MB]);
    for (let s = 1; s <= 6; s++) points.push([(10 + s) * 1000, (10 + 4 * s) * MB]);
    const samples = sampled(points);
    expect(samples[samples.length - 1].at - samples[0].at).toBeLessThanOrEqual(
      SPEED_WINDOW_MS + 1000,
    );
    expect(speedOf(samples)).toBe(4 * MB);
  });

  it('starts afresh when the count goes back (a part sent again)', () => {
    expect(
      sampled([
        [0, 0],
        [1000, 5 * MB],
        [2000, 3 * MB],
      ]),
    ).toEqual([{ at: 2000, bytes: 3 * MB }]);
  });
});

describe('time left', () => {
  it('divides what is left by the speed, rounding up', () => {
    expect(secondsLeft(10 * MB, 4 * MB)).toBe(3);
    expect(secondsLeft(0, null)).toBe(0);
    expect(secondsLeft(MB, null)).toBeNull();
    expect(secondsLeft(MB, 0)).toBeNull();
  });

  it('reads as seconds, minutes or hours', () => {
    expect(formatTimeLeft(8)).toBe('8 s left');
    expect(formatTimeLeft(60)).toBe('1 min left');
    expect(formatTimeLeft(185)).toBe('3 min 5 s left');
    expect(formatTimeLeft(3840)).toBe('1 h 4 min left');
  });
});

describe('formatSpeed and percentOf', () => {
  it('shows MB/s, with two decimals below 1 MB/s', () => {
    expect(formatSpeed(2.44 * MB)).toBe('2.4 MB/s');
    expect(formatSpeed(0.35 * MB)).toBe('0.35 MB/s');
  });

  it('reaches 100% only when every byte is sent', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(250, 1000)).toBe(25);
  });
});
